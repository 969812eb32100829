import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  API_ERROR_CODES,
  REQUEST_TIMEOUT_MS,
  type ApiErrorCode,
  type ClientErrorCode,
  type Endpoint,
  type ErrorBody,
  type InputOf,
  type OutputOf,
} from '@fp/contracts';
import { LOCALE_TAGS, type Locale } from '@fp/i18n';
import { rememberReturnTo } from './return-to.ts';

// The browser's @fp/contracts keeps constants but no functions (decision 005): the code list is
// read here instead of through the contracts' isApiErrorCode.
const KNOWN_CODES: readonly string[] = [...API_ERROR_CODES, 'network', 'timeout'];

/** A failed call: the server's code, message (already in the user's language) and field messages. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** A code of the API's typed list; a code this build does not know reads as 'internal'. */
  readonly code: ApiErrorCode | ClientErrorCode;
  readonly fields: Record<string, string>;
  /** Data some codes carry (`sold_out`: the items and their substitutes); the feature's contract types it. */
  readonly details: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = status;
    this.code = KNOWN_CODES.includes(code) ? (code as ApiErrorCode | ClientErrorCode) : 'internal';
    this.fields = fields;
    this.details = details;
  }
}

/** The browser is being sent elsewhere (a `redirect` body or require_login); callers stop quietly. */
export class ApiRedirect extends Error {
  override name = 'ApiRedirect';
  readonly to: string;
  constructor(to: string) {
    super(`redirect to ${to}`);
    this.to = to;
  }
}

export interface ApiEnvironment {
  /** Current UI language: sent as Accept-Language so server messages match. */
  locale(): Locale;
  /** In-app navigation (the router's), used for redirects and require_login. */
  navigate(to: string): void;
  /** Where the sign-in page is in the current language. */
  signInPath(): string;
  /** Local messages for failures that never reached the server. */
  message(code: 'network' | 'timeout' | 'internal'): string;
  /** How requests leave: the browser's fetch, or, in a server render, the server answering itself. */
  fetch?: typeof fetch;
}

export { RETURN_TO_KEY, UNAUTHENTICATED_KEY } from './return-to.ts';

let env: ApiEnvironment = {
  locale: () => 'en',
  navigate: (to) => window.location.assign(to),
  signInPath: () => '/clients/sign_in',
  message: (code) => code,
};

export function configureApi(next: ApiEnvironment): void {
  env = next;
}

type Primitive = string | number | boolean;

/** GET payloads become query parameters; arrays repeat the key (?diet=vegan&diet=keto). */
export function toQuery(input: Record<string, unknown> | undefined): string {
  if (!input) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value as Primitive[]) params.append(key, String(v));
    else params.append(key, String(value as Primitive));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && 'error' in body && typeof (body as ErrorBody).error === 'object';
}

function redirectOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('redirect' in body)) return undefined;
  const r = (body as { redirect: unknown }).redirect;
  return typeof r === 'string' && r.startsWith('/') && !r.startsWith('//') ? r : undefined;
}

// Counts the sign-outs this tab has started. A request sent before the latest one that comes back
// with require_login belongs to the session that just ended on purpose: it must not send the
// visitor to the sign-in page (logout goes home).
let signOuts = 0;

/** Called when the visitor signs out, before the server is asked to end the session. */
export function startSignOut(): void {
  signOuts += 1;
}

function goToSignIn(): never {
  rememberReturnTo(window.location.pathname + window.location.search + window.location.hash);
  const target = env.signInPath();
  env.navigate(target);
  throw new ApiRedirect(target);
}

/**
 * The web app's one HTTP helper (DESIGN.md §4, SPEC.md §7–8): cookies included, 30-second
 * timeout, GET payload in the query and a JSON body otherwise, CSRF header, require_login sends
 * the visitor to sign in and remembers where they were, a `redirect` body moves the browser.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input?: InputOf<E>,
  options: { signal?: AbortSignal } = {},
): Promise<OutputOf<E>> {
  const isGet = endpoint.method === 'GET';
  const signOutsAtStart = signOuts;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  const url = endpoint.path + (isGet ? toQuery(input as Record<string, unknown> | undefined) : '');
  let response: Response;
  let text: string;
  try {
    response = await (env.fetch ?? fetch)(url, {
      method: endpoint.method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        'accept-language': LOCALE_TAGS[env.locale()],
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        ...(isGet ? {} : { 'content-type': 'application/json' }),
      },
      ...(isGet ? {} : { body: JSON.stringify(input ?? {}) }),
      signal,
    });
    text = await response.text();
  } catch (err) {
    if (options.signal?.aborted) throw err;
    const code = timeout.signal.aborted ? 'timeout' : 'network';
    throw new ApiError(0, code, env.message(code));
  } finally {
    clearTimeout(timer);
  }

  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }

  if (body === 'require_login' || (isErrorBody(body) && body.error.code === 'require_login')) {
    if (signOutsAtStart !== signOuts) throw new ApiError(response.status, 'require_login', '');
    goToSignIn();
  }
  const redirect = redirectOf(body);
  if (redirect) {
    env.navigate(redirect);
    throw new ApiRedirect(redirect);
  }
  if (!response.ok) {
    if (isErrorBody(body)) {
      throw new ApiError(
        response.status,
        body.error.code,
        body.error.message,
        body.error.fields ?? {},
        (body.error as { details?: Record<string, unknown> }).details ?? {},
      );
    }
    throw new ApiError(response.status, 'internal', env.message('internal'));
  }
  return body as OutputOf<E>;
}
