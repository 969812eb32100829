/** The web app's one HTTP helper sends this header on every call; the server requires it on unsafe methods (CSRF). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'field-and-plate';

/** SPEC.md §9: every call gives up after 30 seconds. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Cookie that remembers a visitor's language choice. */
export const LOCALE_COOKIE = 'fp_locale';
