import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_KEYS } from '~/features/upload';
import ArticleEditor, { type ArticleEditorProps } from './ArticleEditor';

// The picture upload goes through the site's browser API client: a scripted `fetch` answers it.
const api = vi.hoisted(() => ({ requests: [] as { path: string; query: unknown; body: unknown }[] }));
vi.mock('~/features/site', () => ({
  getBrowserApi: () => ({
    client: {
      request: async (path: string, options: { query?: unknown; body?: unknown }) => {
        api.requests.push({ path, query: options.query, body: options.body });
        const res = await fetch(`/api/${path}`, { method: 'POST' });
        return res.json();
      },
    },
  }),
}));

const problems = {
  [UPLOAD_KEYS.incomplete]: 'Incomplete file',
  [UPLOAD_KEYS.type]: 'Type not allowed',
  [UPLOAD_KEYS.size]: 'File too large',
};

const fileField = { choose: 'Choose a file', none: 'No file chosen', chosen: 'File chosen, uploaded on save' };

const rich = {
  toolbar: 'Formatting',
  placeholder: 'Write…',
  paragraph: 'Paragraph',
  heading2: 'Heading',
  heading3: 'Subheading',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  quote: 'Quote',
  link: 'Link',
  image: 'Picture',
  rule: 'Horizontal line',
  undo: 'Undo',
  redo: 'Redo',
  linkDialog: {
    title: 'Link',
    url: 'Address',
    apply: 'Apply',
    remove: 'Remove link',
    cancel: 'Cancel',
    invalid: 'Please enter a valid link',
  },
  imageDialog: {
    title: 'Insert a picture',
    file: 'Picture file',
    fileField,
    hint: 'Up to 1 MiB',
    alt: 'Description',
    altHint: 'What it shows',
    altRequired: 'Describe the picture',
    fileRequired: 'Choose a picture',
    insert: 'Insert',
    cancel: 'Cancel',
    uploading: 'Uploading…',
  },
};

const props = (content = '<p>Hello</p>'): ArticleEditorProps => ({
  action: '/user/cms/editContent/0',
  previewAction: '/user/cms/preview',
  id: 0,
  values: { lang: 'en', title: 'A title', channel_id: '3', cover: '', summary: '', tags: 'a, b', content },
  fieldErrors: {},
  status: null,
  languages: [
    { value: 'zh-cn', label: '简体中文' },
    { value: 'en', label: 'English' },
  ],
  channels: [
    { id: 3, title: 'Quick posts', review: false },
    { id: 4, title: 'Travel', review: true },
  ],
  limits: { title: 80, summary: 200, tags: 5, tagLength: 20, content: 100000 },
  cover: {
    previewUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    accept: '.png,.jpg',
    rules: { mode: 'local', maxSize: 100000, allowedSuffixes: ['png', 'jpg'], allowedMimeTypes: [] },
  },
  uploadProblems: problems,
  text: {
    form: 'Article',
    status: 'Status',
    rejectReason: 'Reason',
    language: 'Language',
    title: 'Title',
    channel: 'Channel',
    chooseChannel: 'Choose a channel',
    reviewed: '{{channel}} (reviewed)',
    cover: { label: 'Cover', hint: 'A picture', alt: 'Cover', problems, file: fileField },
    summary: 'Summary',
    tags: 'Tags',
    tagsHint: 'Comma list',
    body: 'Body',
    bodyHint: 'HTML is accepted',
    saveDraft: 'Save draft',
    preview: 'Preview',
    previewHint: 'Opens in a new tab',
    submit: 'Submit',
    editorRequired: 'Write something in the editor',
    loadingEditor: 'Loading…',
    rich,
  },
});

const hidden = () => screen.getByTestId('editor-content-value') as HTMLInputElement;
const tool = (name: string) => screen.getByRole('button', { name });

/** Renders the form and waits for the rich-text chunk to replace the textarea. */
async function renderRich(content?: string) {
  const view = render(<ArticleEditor {...props(content)} />);
  // The chunk loads on idle or at the body's first focus.
  fireEvent.focus(screen.getByTestId('editor-body'));
  await waitFor(() => expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeTruthy(), { timeout: 5000 });
  return view;
}

beforeEach(() => {
  api.requests = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ArticleEditor', () => {
  it('renders the complete plain form: fields, the body textarea and the three buttons', () => {
    const { container } = render(<ArticleEditor {...props()} />);
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    const body = screen.getByLabelText('Body') as HTMLTextAreaElement;
    expect(body.tagName).toBe('TEXTAREA');
    expect(body.name).toBe('content');
    expect(body.value).toBe('<p>Hello</p>');
    expect((screen.getByLabelText('Channel') as HTMLSelectElement).value).toBe('3');
    expect(screen.getByRole('option', { name: 'Travel (reviewed)' })).toBeTruthy();
    expect((screen.getByLabelText('Cover') as HTMLInputElement).name).toBe('coverFile');
    const preview = screen.getByRole('button', { name: 'Preview' });
    expect(preview.getAttribute('formaction')).toBe('/user/cms/preview');
    expect(preview.getAttribute('formtarget')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Save draft' }).getAttribute('value')).toBe('draft');
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('value')).toBe('submit');
  });

  it('replaces the textarea with the rich-text editor and keeps the hidden content in sync', async () => {
    await renderRich('<h2>Intro</h2><p>Hello</p>');
    expect(screen.queryByTestId('editor-body')).toBeNull();
    expect(hidden().name).toBe('content');
    expect(hidden().value).toBe('<h2>Intro</h2><p>Hello</p>');
    const editable = screen.getByTestId('editor-content');
    expect(editable.getAttribute('contenteditable')).toBe('true');
    expect(editable.getAttribute('aria-labelledby')).toBe('field-content-label');
    // A toolbar command changes the document: the hidden field follows.
    act(() => tool('Horizontal line').click());
    await waitFor(() => expect(hidden().value).toContain('<hr>'));
    act(() => tool('Undo').click());
    await waitFor(() => expect(hidden().value).not.toContain('<hr>'));
  });

  it('has one tab stop in the toolbar and moves between the buttons with the arrow keys', async () => {
    await renderRich();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = [...toolbar.querySelectorAll('button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Paragraph',
      'Heading',
      'Subheading',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Picture',
      'Horizontal line',
      'Undo',
      'Redo',
    ]);
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    buttons[0]?.focus();
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(toolbar, { key: 'End' });
    expect(document.activeElement).toBe(buttons.at(-1));
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[0]);
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[0]]);
  });

  it('refuses an invalid link with the message and inserts a valid one', async () => {
    await renderRich('<p>Hello</p>');
    act(() => tool('Link').click());
    const url = await screen.findByTestId('link-url');
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByTestId('link-apply'));
    expect(screen.getByTestId('link-error').textContent).toBe('Please enter a valid link');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(hidden().value).not.toContain('javascript');
    fireEvent.change(url, { target: { value: 'https://example.com/a' } });
    fireEvent.click(screen.getByTestId('link-apply'));
    await waitFor(() => expect(hidden().value).toContain('href="https://example.com/a"'));
  });

  it('uploads a picture with topic cms and inserts it with its required alternative text', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            code: 1,
            msg: '',
            time: 0,
            data: { file: { url: '/storage/cms/2026/pic.png', full_url: '/storage/cms/2026/pic.png' } },
          }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderRich('<p>Hello</p>');
    act(() => tool('Picture').click());
    const file = await screen.findByTestId('image-file');
    fireEvent.change(file, { target: { files: [new File(['png'], 'pic.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByTestId('image-insert'));
    expect(screen.getByTestId('image-alt-error').textContent).toBe('Describe the picture');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('image-alt'), { target: { value: 'The lobby at night' } });
    fireEvent.click(screen.getByTestId('image-insert'));
    await waitFor(() => expect(hidden().value).toContain('src="/storage/cms/2026/pic.png"'));
    expect(hidden().value).toContain('alt="The lobby at night"');
    expect(api.requests).toEqual([
      expect.objectContaining({ path: 'ajax/upload', query: { driver: 'local', topic: 'cms' } }),
    ]);
  });

  it('asks the description of a pasted picture, then uploads and inserts it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ code: 1, msg: '', time: 0, data: { file: { url: '/storage/cms/2026/pasted.png' } } }),
          ),
      ),
    );
    await renderRich('<p>Hello</p>');
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    const file = new File(['png'], 'pasted.png', { type: 'image/png' });
    Object.defineProperty(paste, 'clipboardData', { value: { files: [file], getData: () => '' } });
    act(() => {
      screen.getByTestId('editor-content').dispatchEvent(paste);
    });
    expect(paste.defaultPrevented).toBe(true);
    expect((await screen.findByTestId('image-file-name')).textContent).toBe('pasted.png');
    fireEvent.change(screen.getByTestId('image-alt'), { target: { value: 'Pasted' } });
    fireEvent.click(screen.getByTestId('image-insert'));
    await waitFor(() => expect(hidden().value).toContain('<img src="/storage/cms/2026/pasted.png" alt="Pasted">'));
  });

  it('stops a submission with an empty body and says why beside it', async () => {
    const { container } = render(<ArticleEditor {...props('')} />);
    const form = container.querySelector('form') as HTMLFormElement;
    const submit = screen.getByRole('button', { name: 'Submit' });
    const event = new Event('submit', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'submitter', { value: submit });
    act(() => {
      form.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByTestId('editor-content-error').textContent).toBe('Write something in the editor');
    // A draft may be empty.
    const draft = new Event('submit', { bubbles: true, cancelable: true });
    Object.defineProperty(draft, 'submitter', { value: screen.getByRole('button', { name: 'Save draft' }) });
    act(() => {
      form.dispatchEvent(draft);
    });
    expect(draft.defaultPrevented).toBe(false);
  });
});
