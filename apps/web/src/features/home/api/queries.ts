// The home page's data hook, one file per endpoint; this index keeps the page's import short.
export { homepageKeys, homepageQuery, fetchHomepage, useHomepage } from './get-homepage.ts';
