/** The props of the ArticleEditor island: the values, channels, limits, upload rules and every string, translated. */

import type { EditorAnswer } from '~/contract/cmsMember';
import { fileFieldText, UPLOAD_KEYS, uploadHints, uploadRules } from '~/features/upload';
import type { SiteInfo } from '~/lib/api/types';
import { fullUrl } from '~/lib/format/url';
import { LANGS } from '~/lib/i18n/locale';
import type { ArticleEditorProps } from './ArticleEditor';
import type { EditorValues } from './editPage.server';

/** A transparent pixel stands in for "no cover yet" in the preview box. */
const NO_COVER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export function articleEditorProps(
  locals: App.Locals,
  site: SiteInfo,
  form: { action: string; id: number; values: EditorValues; fieldErrors: Record<string, string>; data: EditorAnswer },
  formatNumber: (value: number) => string,
): ArticleEditorProps {
  const { t } = locals;
  const e = (key: string, options?: Record<string, unknown>) => t('editor', key, options);
  const { accept, maxMiB } = uploadHints(site.upload);
  const problems = {
    [UPLOAD_KEYS.incomplete]: t('utils', UPLOAD_KEYS.incomplete),
    [UPLOAD_KEYS.type]: t('utils', UPLOAD_KEYS.type),
    [UPLOAD_KEYS.size]: t('utils', UPLOAD_KEYS.size),
  };
  const size = `${formatNumber(maxMiB)} MiB`;
  const file = fileFieldText(t);
  const { article, channels, limits } = form.data;
  return {
    action: form.action,
    previewAction: '/user/cms/preview',
    id: form.id,
    values: form.values,
    fieldErrors: form.fieldErrors,
    status: article ? { text: article.status_text, rejectReason: article.reject_reason } : null,
    languages: LANGS.map((lang) => ({ value: lang, label: t('editor', `lang.${lang}`) })),
    channels: channels.map((channel) => ({ id: channel.id, title: channel.title, review: channel.submit_review })),
    limits: {
      title: limits.title,
      summary: limits.summary,
      tags: limits.tags,
      tagLength: limits.tag_length,
      content: limits.content,
    },
    cover: {
      previewUrl: form.values.cover ? fullUrl(form.values.cover, site.cdnUrl) : NO_COVER,
      accept,
      rules: uploadRules(site.upload),
    },
    uploadProblems: problems,
    text: {
      form: e('form'),
      status: e('status'),
      rejectReason: e('rejectReason'),
      language: e('language'),
      title: e('title'),
      channel: e('channel'),
      chooseChannel: e('chooseChannel'),
      reviewed: e('reviewed'),
      cover: { label: e('cover'), hint: e('coverHint', { size }), alt: e('cover'), problems, file },
      summary: e('summary'),
      tags: e('tags'),
      tagsHint: e('tagsHint', { max: limits.tags, length: limits.tag_length }),
      body: e('body'),
      bodyHint: e('bodyHint'),
      saveDraft: e('saveDraft'),
      preview: e('preview'),
      previewHint: e('previewHint'),
      submit: e('submit'),
      editorRequired: t('validate', 'Editor required'),
      loadingEditor: e('loading'),
      rich: {
        toolbar: e('toolbar'),
        placeholder: e('placeholder'),
        paragraph: e('paragraph'),
        heading2: e('heading2'),
        heading3: e('heading3'),
        bold: e('bold'),
        italic: e('italic'),
        underline: e('underline'),
        strike: e('strike'),
        bulletList: e('bulletList'),
        orderedList: e('orderedList'),
        quote: e('quote'),
        link: e('link'),
        image: e('image'),
        rule: e('rule'),
        undo: e('undo'),
        redo: e('redo'),
        linkDialog: {
          title: e('linkTitle'),
          url: e('linkUrl'),
          apply: e('linkApply'),
          remove: e('linkRemove'),
          cancel: e('cancel'),
          invalid: t('api-cms', 'Please enter a valid link'),
        },
        imageDialog: {
          title: e('imageTitle'),
          file: e('imageFile'),
          fileField: file,
          hint: e('coverHint', { size }),
          alt: e('imageAlt'),
          altHint: e('imageAltHint'),
          altRequired: e('imageAltRequired'),
          fileRequired: e('imageFileRequired'),
          insert: e('imageInsert'),
          cancel: e('cancel'),
          uploading: e('uploading'),
        },
      },
    },
  };
}
