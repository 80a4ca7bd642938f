/**
 * The footer's links to the single pages (about us, terms, privacy: `cms/pages`), for every layout with a footer.
 * Shared by every guest of a language for a few seconds (`guestShared`: every page renders the footer). A backend
 * without the call, or one that fails, gives a footer without them.
 */
import { CODE_SUCCESS } from '~/lib/api/types';
import { createCmsEndpoints } from './endpoints';
import { linkLang, singlePageHref } from './links';

export interface FooterLink {
  href: string;
  label: string;
}

export async function footerLinks(locals: App.Locals): Promise<FooterLink[]> {
  try {
    const cms = createCmsEndpoints(locals.api.client);
    const res = await locals.api.guestShared('cms/pages', () => cms.pages());
    if (res.code !== CODE_SUCCESS || !Array.isArray(res.data)) return [];
    return res.data.map((page) => ({ href: singlePageHref(page.id, linkLang(locals)), label: page.title }));
  } catch {
    return [];
  }
}
