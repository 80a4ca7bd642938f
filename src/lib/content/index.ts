/** Content core (design `content.md` §3, §4): pure rules shared by the built-in API and the site. */
export * from './articleStatus';
export * from './channelRef';
export * from './highlight';
export * from './htmlPolicy';
export * from './paging';
export * from './plainText';
export * from './purchase';
export * from './searchTerms';
export * from './seo';
export * from './sitemapXml';
export * from './tags';
export * from './textLang';
