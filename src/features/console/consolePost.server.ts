/**
 * A console page's post, in one place: the form read, handed to the page's handler, and answered by the handler's
 * redirect (303, a notice waiting there), by its refusal, which the page shows beside the form (422), or by what the
 * post asked to see (a preview).
 */
import { readPostedForm } from '~/features/site/index.server';

interface PageContext {
  request: Request;
  locals: App.Locals;
  response: { status?: number };
  redirect(path: string, status?: 301 | 302 | 303 | 307 | 308 | 300 | 304): Response;
}

type Done = { kind: 'done'; redirect: string };

/**
 * The redirect to answer with, the refusal to show (422), what the post asked to see (a preview: 200), or undefined
 * (not a post, or an unreadable form).
 */
export async function consolePost<R extends { kind: 'refused' | 'shown' }>(
  page: PageContext,
  handle: (form: FormData) => Promise<Done | R>,
): Promise<Response | R | undefined> {
  if (page.request.method !== 'POST') return undefined;
  const form = await readPostedForm(page);
  if (!form) return undefined;
  const outcome = await handle(form);
  if (outcome.kind === 'done') return page.redirect((outcome as Done).redirect, 303);
  if (outcome.kind === 'refused') page.response.status = 422;
  return outcome as R;
}
