/** The news feature's server side for other features, layouts and routes: footer links, latest news, sitemaps. */
export { footerLinks } from './footer.server';
export { latestNews } from './latest.server';
export { robotsTxt, SITEMAP_HEADERS, sitemapIndex, sitemapPart } from './sitemap.server';
