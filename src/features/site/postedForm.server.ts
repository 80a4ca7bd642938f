/**
 * The one way a page reads its posted form. A body that is not a readable form (a wrong content type, a broken
 * multipart body) is answered 400 with a translated notice on the page itself, never a 500.
 */
interface PageContext {
  request: Request;
  locals: App.Locals;
  response: { status?: number };
}

export async function readPostedForm(context: PageContext): Promise<FormData | undefined> {
  try {
    return await context.request.formData();
  } catch {
    context.response.status = 400;
    context.locals.api.effects.notices.push({
      type: 'error',
      message: context.locals.t('error', 'form.unreadable'),
    });
    return undefined;
  }
}
