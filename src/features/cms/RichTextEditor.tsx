/**
 * The article body's rich-text editor (design §9.3), a chunk of its own that `ArticleEditor` loads once the plain
 * form is on screen: TipTap 3 with StarterKit (no code marks or blocks, headings 2 and 3, links checked with
 * `isValidLink`), images and a placeholder. TipTap injects no CSS (the CSP forbids inline styles: the editor's rules
 * are in `_content.scss`) and renders on the client only. Every change goes to `onChange` as HTML ('' when empty).
 */
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import type { UploadProblem, UploadRules } from '~/features/upload';
import { isValidLink } from '~/lib/content/htmlPolicy';
import { ImageDialog, type ImageDialogText, LinkDialog, type LinkDialogText } from './EditorDialogs';
import EditorToolbar, { type ToolbarButton } from './EditorToolbar';
import { uploadEditorImage } from './editorImages';

export interface RichTextText {
  toolbar: string;
  placeholder: string;
  paragraph: string;
  heading2: string;
  heading3: string;
  bold: string;
  italic: string;
  underline: string;
  strike: string;
  bulletList: string;
  orderedList: string;
  quote: string;
  link: string;
  image: string;
  rule: string;
  undo: string;
  redo: string;
  linkDialog: LinkDialogText;
  imageDialog: ImageDialogText;
}

export interface RichTextEditorProps {
  /** The HTML to start with. */
  initial: string;
  onChange: (html: string) => void;
  /** The id the body's label points at, and the ids describing it. */
  id: string;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid: boolean;
  upload: { accept: string; rules: UploadRules; problems: Record<UploadProblem, string> };
  text: RichTextText;
}

/** Two icons drawn here: the fonts of many systems have no glyph for them. */
const LINK_ICON = (
  <svg className="editor-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M6.5 9.5l3-3M7 4.5l1.2-1.2a2.5 2.5 0 013.5 3.5L10.5 8M9 11.5l-1.2 1.2a2.5 2.5 0 01-3.5-3.5L5.5 8" />
  </svg>
);
const IMAGE_ICON = (
  <svg className="editor-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <rect x="2" y="3" width="12" height="10" rx="1.5" />
    <circle cx="6" cy="6.5" r="1.2" />
    <path d="M2.5 12l3.5-3.5 2.5 2.5 2-2 3 3" />
  </svg>
);

const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

function editorExtensions(placeholder: string) {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      heading: { levels: [2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['ftp', 'mailto', 'tel'],
        isAllowedUri: (url) => isValidLink(url),
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
    Placeholder.configure({ placeholder }),
  ];
}

export default function RichTextEditor({
  initial,
  onChange,
  id,
  labelledBy,
  describedBy,
  invalid,
  upload,
  text,
}: RichTextEditorProps) {
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const [given, setGiven] = useState<File | null>(null);
  /** A picture pasted or dropped: the dialog asks its description, then uploads it. */
  const offerImage = (files: FileList | null | undefined): boolean => {
    const image = [...(files ?? [])].find((file) => file.type.startsWith('image/'));
    if (!image) return false;
    setGiven(image);
    setDialog('image');
    return true;
  };
  const editor = useEditor({
    extensions: editorExtensions(text.placeholder),
    content: initial,
    injectCSS: false,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id,
        class: invalid ? 'editor-content article-body is-invalid' : 'editor-content article-body',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        'data-testid': 'editor-content',
      },
      handlePaste: (_view, event) => offerImage(event.clipboardData?.files),
      handleDrop: (_view, event) => offerImage((event as DragEvent).dataTransfer?.files),
    },
    onUpdate: ({ editor: changed }) => onChange(htmlOf(changed)),
  });

  if (!editor) return <div className="editor-frame editor-loading" aria-busy="true" />;

  const chain = () => editor.chain().focus();
  const buttons: ToolbarButton[] = [
    {
      key: 'paragraph',
      label: text.paragraph,
      glyph: '¶',
      pressed: editor.isActive('paragraph'),
      run: () => chain().setParagraph().run(),
    },
    {
      key: 'h2',
      label: text.heading2,
      glyph: 'H2',
      pressed: editor.isActive('heading', { level: 2 }),
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: text.heading3,
      glyph: 'H3',
      pressed: editor.isActive('heading', { level: 3 }),
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bold',
      label: text.bold,
      glyph: 'B',
      group: true,
      pressed: editor.isActive('bold'),
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      label: text.italic,
      glyph: 'I',
      pressed: editor.isActive('italic'),
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'underline',
      label: text.underline,
      glyph: 'U',
      pressed: editor.isActive('underline'),
      run: () => chain().toggleUnderline().run(),
    },
    {
      key: 'strike',
      label: text.strike,
      glyph: 'S',
      pressed: editor.isActive('strike'),
      run: () => chain().toggleStrike().run(),
    },
    {
      key: 'bulletList',
      label: text.bulletList,
      glyph: '•',
      group: true,
      pressed: editor.isActive('bulletList'),
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: text.orderedList,
      glyph: '1.',
      pressed: editor.isActive('orderedList'),
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      label: text.quote,
      glyph: '❝',
      pressed: editor.isActive('blockquote'),
      run: () => chain().toggleBlockquote().run(),
    },
    {
      key: 'link',
      label: text.link,
      glyph: LINK_ICON,
      group: true,
      pressed: editor.isActive('link'),
      run: () => setDialog('link'),
    },
    {
      key: 'image',
      label: text.image,
      glyph: IMAGE_ICON,
      run: () => {
        setGiven(null);
        setDialog('image');
      },
    },
    { key: 'rule', label: text.rule, glyph: '―', run: () => chain().setHorizontalRule().run() },
    { key: 'undo', label: text.undo, glyph: '↶', group: true, run: () => chain().undo().run() },
    { key: 'redo', label: text.redo, glyph: '↷', run: () => chain().redo().run() },
  ];

  const closeDialog = () => {
    setDialog(null);
    setGiven(null);
  };
  // Once a dialog has faded out, the editor has focus again (where the selection was).
  const dialogClosed = () => editor.commands.focus();
  const href = (editor.getAttributes('link').href as string | undefined) ?? '';

  return (
    <div className={invalid ? 'editor-frame is-invalid' : 'editor-frame'} data-testid="rich-editor">
      <EditorToolbar label={text.toolbar} controls={id} buttons={buttons} />
      <EditorContent editor={editor} />
      <LinkDialog
        open={dialog === 'link'}
        href={href}
        text={text.linkDialog}
        onApply={(link) => {
          const range = chain().extendMarkRange('link');
          if (editor.state.selection.empty && !editor.isActive('link')) {
            range.insertContent({ type: 'text', text: link, marks: [{ type: 'link', attrs: { href: link } }] }).run();
          } else {
            range.setLink({ href: link }).run();
          }
          setDialog(null);
        }}
        onRemove={() => {
          chain().extendMarkRange('link').unsetLink().run();
          setDialog(null);
        }}
        onClose={closeDialog}
        onClosed={dialogClosed}
      />
      <ImageDialog
        open={dialog === 'image'}
        file={given}
        accept={upload.accept}
        text={text.imageDialog}
        upload={(file) => uploadEditorImage(file, upload.rules, upload.problems)}
        onInsert={(image) => {
          chain().setImage(image).run();
          setDialog(null);
          setGiven(null);
        }}
        onClose={closeDialog}
        onClosed={dialogClosed}
      />
    </div>
  );
}
