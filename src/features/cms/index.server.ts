/** The news feature's server side for other features and layouts: the footer's page links, the home page's news. */
export { type FooterLink, footerLinks } from './footer.server';
export { latestNews } from './latest.server';
