/**
 * The article page's POST (`/cms/info/{id}`, design §9.1): favourite, comment, delete an own comment, buy — the
 * plain forms the islands render, and what a page without JavaScript sends. A guest goes to log in and comes back
 * to the article. Success: a redirect to the article (303, the notice carried by a flash); a refusal: the page
 * again with the API's message (and, for a comment, the text to edit), status 422.
 */
import type { AstroCookies } from 'astro';
import { readPostedForm, setFlash } from '~/features/site/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { isPayMethod } from '~/lib/content/purchase';
import { loginUrlFor } from '~/lib/routing/routes';
import { isLoggedIn } from '~/lib/session/userCookie';
import { articleHref, linkLang } from './links';
import { createCmsMemberEndpoints } from './memberEndpoints';
import { idSegment } from './pageQuery';

export type ArticleAction =
  | { kind: 'redirect'; location: string }
  | { kind: 'render'; status: number; commentDraft?: string | undefined }
  | { kind: 'notFound' };

interface ActionContext {
  request: Request;
  locals: App.Locals;
  cookies: AstroCookies;
  response: { status?: number };
  url: URL;
}

const FLASHES = {
  favourite: 'flash.favourited',
  unfavourite: 'flash.unfavourited',
  comment: 'flash.commented',
  commentDelete: 'flash.commentDeleted',
  buy: 'flash.bought',
} as const;

export async function articleAction(context: ActionContext, idParam: string | undefined): Promise<ArticleAction> {
  const { locals, cookies } = context;
  const id = idSegment(idParam);
  if (id === undefined) return { kind: 'notFound' };
  const form = await readPostedForm(context);
  if (!form) return { kind: 'render', status: 400 };
  const back = articleHref(id, linkLang(locals));
  const op = String(form.get('op') ?? '');
  const onComments = op === 'comment' || op === 'commentDelete';
  if (!isLoggedIn(locals.user))
    return { kind: 'redirect', location: loginUrlFor(onComments ? `${back}#comments` : back) };

  const member = createCmsMemberEndpoints(locals.api.client);
  const done = (key: (typeof FLASHES)[keyof typeof FLASHES]): ArticleAction => {
    setFlash(cookies, { type: 'success', ns: 'cms', key }, locals.secure);
    return { kind: 'redirect', location: onComments ? `${back}#comments` : back };
  };
  try {
    if (op === 'favourite') {
      const wanted = form.get('favourite') !== '0';
      const res = await member.collect(id, wanted);
      if (res.code === CODE_SUCCESS) return done(wanted ? FLASHES.favourite : FLASHES.unfavourite);
    } else if (op === 'comment') {
      const content = String(form.get('content') ?? '').trim();
      const res = await member.comment(id, content);
      if (res.code === CODE_SUCCESS) return done(FLASHES.comment);
      return { kind: 'render', status: 422, commentDraft: content };
    } else if (op === 'commentDelete') {
      const commentId = idSegment(String(form.get('comment_id') ?? ''));
      if (commentId !== undefined) {
        const res = await member.commentDelete(commentId);
        if (res.code === CODE_SUCCESS) return done(FLASHES.commentDelete);
      }
    } else if (op === 'buy') {
      const pay = form.get('pay');
      if (isPayMethod(pay)) {
        const res = await member.buy(id, pay);
        if (res.code === CODE_SUCCESS) return done(FLASHES.buy);
      }
    }
  } catch {
    // The client has put the failure on the page's notices.
    return { kind: 'render', status: 503 };
  }
  if (locals.api.effects.notices.length === 0) {
    locals.api.effects.notices.push({ type: 'error', message: locals.t('cms', 'The action failed') });
  }
  return { kind: 'render', status: 422 };
}
