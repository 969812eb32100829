import { vi } from 'vitest';
import type { z } from 'zod';
import type { Endpoint, InputOf, OutputOf } from '@fp/contracts';
// The full contracts, schemas included: the browser build has only methods and paths (decision 005).
import * as contracts from '@fp/contracts/schemas';

/** What a handler may answer besides the endpoint's typed success body. */
export class FakeReply {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    this.status = status;
    this.body = body;
  }
}

/** The error shape of DESIGN.md §4, with the given status. */
export function errorReply(status: number, code: string, message: string, fields?: Record<string, string>) {
  return new FakeReply(status, { error: { code, message, ...(fields ? { fields } : {}) } });
}

/** A `{ redirect }` body: the API helper moves the browser there. */
export function redirectReply(to: string, status = 200) {
  return new FakeReply(status, { redirect: to });
}

/** No answer at all (network down): the helper reports it as a network failure. */
export const NO_ANSWER = Symbol('no answer');

type Answer<E extends Endpoint> = OutputOf<E> | FakeReply | typeof NO_ANSWER;
/** Gets the input as the server's route would: parsed by the contract (defaults filled in). */
type Handler<E extends Endpoint> = (input: z.output<E['input']>) => Answer<E> | Promise<Answer<E>>;

const keyOf = (method: string, path: string) => `${method} ${path}`;

/** The contracts' endpoints by method and path, with their zod schemas. */
const FULL = new Map<string, Endpoint>(
  Object.values(contracts as Record<string, unknown>)
    .filter(
      (v): v is Endpoint =>
        typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'input' in v && 'output' in v,
    )
    .map((e) => [keyOf(e.method, e.path), e]),
);

/** GET input as the server reads it: a repeated parameter is a list, a single one a string. */
function queryInput(url: URL): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    input[key] = values.length === 1 ? values[0] : values;
  }
  return input;
}

/**
 * The one fake API server of the web tests (decision 021), in place of the browser's `fetch`.
 * Handlers are keyed by the contracts' endpoint definitions and typed by them: a handler returns
 * the endpoint's output type (or a FakeReply for errors and redirects). At run time every request
 * input and every success body is checked against the endpoint's zod schemas, and an error body
 * against the error shape, so a test payload cannot drift from what the server sends. A request
 * no handler expects, or a payload that breaks the contract, fails the test at `close()`.
 */
export function fakeServer() {
  const handlers = new Map<string, { endpoint: Endpoint; handler: Handler<Endpoint> }>();
  const received = new Map<string, unknown[]>();
  const problems: string[] = [];

  const log = (key: string) => {
    const list = received.get(key) ?? [];
    received.set(key, list);
    return list;
  };

  const fail = (message: string) => {
    problems.push(message);
    return new Response(JSON.stringify({ error: { code: 'internal', message } }), { status: 500 });
  };

  const fetch = vi.fn(async (resource: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(resource instanceof Request ? resource.url : resource), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = keyOf(method, url.pathname);
    const entry = handlers.get(key);
    if (!entry) return fail(`unexpected request ${key}`);
    const raw = method === 'GET' ? queryInput(url) : JSON.parse(String(init?.body ?? '{}'));
    const parsedInput = entry.endpoint.input.safeParse(raw);
    if (!parsedInput.success)
      return fail(`${key}: the app sent an input the contract refuses: ${parsedInput.error.message}`);
    log(key).push(raw);

    const answer = await entry.handler(parsedInput.data);
    if (answer === NO_ANSWER) throw new TypeError('Failed to fetch');
    const reply = answer instanceof FakeReply ? answer : new FakeReply(200, answer);
    if (reply.status < 300 && !(answer instanceof FakeReply)) {
      const parsed = entry.endpoint.output.safeParse(reply.body);
      if (!parsed.success) return fail(`${key}: the test's answer breaks the contract: ${parsed.error.message}`);
    } else if (reply.status >= 400) {
      const parsed = contracts.ErrorBody.safeParse(reply.body);
      if (!parsed.success) return fail(`${key}: the test's error is not the error shape: ${parsed.error.message}`);
    }
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', fetch);

  const server = {
    /**
     * Answers `endpoint` with `handler` from now on (replacing an earlier one). `path` is for an
     * endpoint served at another address, like the payment gateway's tokenize URL.
     */
    on<E extends Endpoint>(endpoint: E, handler: Handler<E> | Answer<E>, options: { path?: string } = {}) {
      const full = FULL.get(keyOf(endpoint.method, endpoint.path));
      if (!full) throw new Error(`${endpoint.method} ${endpoint.path} is not an endpoint of the contracts`);
      const fn = (typeof handler === 'function' ? handler : () => handler) as Handler<Endpoint>;
      handlers.set(keyOf(endpoint.method, options.path ?? endpoint.path), { endpoint: full, handler: fn });
      return server;
    },
    /** The inputs the app sent to `endpoint`, in order (a live list: later requests are added). */
    received<E extends Endpoint>(endpoint: E, options: { path?: string } = {}): InputOf<E>[] {
      return log(keyOf(endpoint.method, options.path ?? endpoint.path)) as InputOf<E>[];
    },
    /** How many requests reached the server, all endpoints together. */
    get requestCount() {
      return fetch.mock.calls.length;
    },
    /** Restores `fetch`; throws when a request was unexpected or a payload broke the contract. */
    close() {
      vi.unstubAllGlobals();
      if (problems.length > 0) throw new Error(`fake server:\n${problems.join('\n')}`);
    },
  };
  return server;
}

export type FakeServer = ReturnType<typeof fakeServer>;
