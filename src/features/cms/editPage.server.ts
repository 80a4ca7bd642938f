/**
 * The member's article editor page (`/user/cms/editContent/{id}`, design §9.1): loads the article (or a new one)
 * with the channels open to members, and answers the form's POST. The form works without JavaScript: a chosen cover
 * file arrives with it and is checked and uploaded here (topic `cms`), the body is the textarea's HTML (the API
 * cleans it). Saved: a redirect with a flash (a draft back to its editor, a submission to the member's list);
 * refused: the form again with the API's message beside its field and the values kept.
 */
import type { AstroCookies } from 'astro';
import type { ArticleFields, EditorAnswer, EditorArticle } from '~/contract/cmsMember';
import { setFlash } from '~/features/site/index.server';
import { checkUpload, uploadFile } from '~/features/upload';
import { isApiHttpError } from '~/lib/api/httpErrors';
import { CODE_SUCCESS, type SiteInfo } from '~/lib/api/types';
import { isLang, type Lang } from '~/lib/i18n/locale';
import { createCmsEditorEndpoints } from './editorEndpoints';
import { editContentHref, MY_ARTICLES_PATH } from './links';

/** What the form holds: every field as text, as posted. */
export interface EditorValues {
  lang: Lang;
  title: string;
  channel_id: string;
  cover: string;
  summary: string;
  tags: string;
  content: string;
}

/** The form's fields a refusal can name; anything else is told as a notice. */
const EDITOR_FIELDS = ['lang', 'title', 'channel_id', 'cover', 'summary', 'tags', 'content'] as const;
type EditorField = (typeof EDITOR_FIELDS)[number];
const isEditorField = (value: unknown): value is EditorField =>
  typeof value === 'string' && (EDITOR_FIELDS as readonly string[]).includes(value);

/** The id of the path: absent or 0 is a new article; anything but digits is not a page. */
export function editorId(param: string | undefined): number | undefined {
  if (param === undefined || param === '' || param === '0') return 0;
  if (!/^[1-9]\d{0,9}$/.test(param) || Number(param) > 2_147_483_647) return undefined;
  return Number(param);
}

export type EditorLoad = { kind: 'page'; data: EditorAnswer } | { kind: 'notFound' } | { kind: 'unavailable' };

export async function loadEditor(locals: App.Locals, id: number): Promise<EditorLoad> {
  try {
    const res = await createCmsEditorEndpoints(locals.api.client).load(id);
    if (res.code === CODE_SUCCESS) return { kind: 'page', data: res.data };
    return { kind: 'notFound' };
  } catch (error) {
    if (!isApiHttpError(error)) throw error;
    return { kind: 'unavailable' };
  }
}

/** The form's starting values: the article's, or an empty one in the page's language. */
export function editorValues(article: EditorArticle | null, lang: Lang): EditorValues {
  return {
    lang: article?.lang ?? lang,
    title: article?.title ?? '',
    channel_id: article ? String(article.channel_id) : '',
    cover: article?.cover ?? '',
    summary: article?.summary ?? '',
    tags: article?.tags.join(', ') ?? '',
    content: article?.content ?? '',
  };
}

const text = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value : '');

/** The values posted; an unknown language falls back to the page's. */
export function postedValues(form: FormData, lang: Lang): EditorValues {
  const posted = text(form.get('lang'));
  return {
    lang: isLang(posted) ? posted : lang,
    title: text(form.get('title')),
    channel_id: text(form.get('channel_id')),
    cover: text(form.get('cover')),
    summary: text(form.get('summary')),
    tags: text(form.get('tags')),
    content: text(form.get('content')),
  };
}

export const articleFields = (id: number, values: EditorValues): ArticleFields => ({ id, ...values });

/**
 * A cover file posted with the form (no JavaScript): checked with the site's rules and uploaded with topic `cms`;
 * its URL replaces the cover value. Answers the message to show beside the cover, if any.
 */
export async function uploadPostedCover(
  locals: App.Locals,
  form: FormData,
  site: SiteInfo,
  values: EditorValues,
): Promise<string | undefined> {
  const file = form.get('coverFile');
  if (!(file instanceof File) || file.size === 0) return undefined;
  const problem = checkUpload(file, site.upload);
  if (problem) return locals.t('utils', problem);
  try {
    const res = await uploadFile(locals.api.client, file, file.name, {
      driver: site.upload.mode,
      topic: 'cms',
      showCodeMessage: false,
    });
    if (res.code !== CODE_SUCCESS) return res.msg;
    values.cover = res.data.file.url;
    return undefined;
  } catch (error) {
    if (!isApiHttpError(error)) throw error;
    return error.message;
  }
}

/** A refused answer as messages: beside its field, else as the page's notice. */
export function refusalErrors(locals: App.Locals, res: { msg: string; data: unknown }): Record<string, string> {
  const field = (res.data as { field?: unknown } | null)?.field;
  if (isEditorField(field)) return { [field]: res.msg };
  locals.api.effects.notices.push({ type: 'error', message: res.msg || locals.t('cms', 'The action failed') });
  return {};
}

const SAVED_FLASH: Record<string, string> = {
  draft: 'Draft saved',
  pending: 'Submitted for review',
  published: 'Published',
};

export type EditorOutcome =
  | { kind: 'redirect'; location: string }
  | { kind: 'invalid'; values: EditorValues; fieldErrors: Record<string, string> }
  | { kind: 'unavailable'; values: EditorValues };

/** The form's POST: `op` = `draft` (the default) or `submit`. */
export async function submitEditor(
  context: { locals: App.Locals; cookies: AstroCookies },
  form: FormData,
  site: SiteInfo,
  id: number,
): Promise<EditorOutcome> {
  const { locals, cookies } = context;
  const values = postedValues(form, locals.lang);
  const op = text(form.get('op')) === 'submit' ? 'submit' : 'draft';
  const coverProblem = await uploadPostedCover(locals, form, site, values);
  if (coverProblem) return { kind: 'invalid', values, fieldErrors: { cover: coverProblem } };
  try {
    const res = await createCmsEditorEndpoints(locals.api.client).save(articleFields(id, values), op);
    if (res.code !== CODE_SUCCESS) return { kind: 'invalid', values, fieldErrors: refusalErrors(locals, res) };
    const key = SAVED_FLASH[res.data.status] ?? 'Draft saved';
    setFlash(cookies, { type: 'success', ns: 'api-cms', key }, locals.secure);
    return { kind: 'redirect', location: op === 'draft' ? editContentHref(res.data.id) : MY_ARTICLES_PATH };
  } catch (error) {
    // A transport failure: the client put its notice on the page.
    if (!isApiHttpError(error)) throw error;
    return { kind: 'unavailable', values };
  }
}
