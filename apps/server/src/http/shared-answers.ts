import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Answers that are the same for every visitor without a session (the menu, a visitor's session
 * data, a public page's HTML), replayed byte for byte in front of Fastify (decision 030).
 *
 * A request with no session cookie goes through the application once; when its route marks the
 * answer as shared (`shareAnswer`), the status, headers and bytes it sent are kept under the
 * request's key (URL, the language headers and cookie, the accepted encoding) for at most
 * `ttlMs` (the data-version check interval, so a change shows as soon as it would have through
 * the versioned caches behind), or until a change made by this instance calls `clear()`. The
 * next requests with that key get those bytes without routing, hooks, session or rendering.
 * While one request refreshes an expired answer, the others get the previous one.
 */
export interface SharedAnswers {
  /** Serves the request from the kept answers, or calls `next` (Fastify) and keeps what it answers if shared. */
  handle(request: IncomingMessage, response: ServerResponse, next: () => void): void;
  /** Forgets every kept answer (a change made by this instance). */
  clear(): void;
  /** Kept answers and their bytes, for tests and the memory bound. */
  size(): { entries: number; bytes: number };
}

const SHARED = Symbol('shared answer');

/** The session an answer was made from, as the session cache held it (its generation). */
export interface SessionStamp {
  id: string;
  generation: number;
}
type Marked = ServerResponse & { [SHARED]?: true | SessionStamp };

/**
 * Marks a raw response as the same for every visitor with the same key (no session, no cookie
 * set), or, with a stamp, for every request of that one session while the session cache holds it
 * unchanged.
 */
export function markShared(response: ServerResponse, session?: SessionStamp): void {
  (response as Marked)[SHARED] = session ?? true;
}

/** Marks this answer as the same for every visitor with the same key (no session, no cookie set). */
export function shareAnswer(reply: FastifyReply): void {
  markShared(reply.raw);
}

/** Marks this answer as the one for every request of this session while it is held unchanged. */
export function shareSessionAnswer(reply: FastifyReply, session: SessionStamp): void {
  markShared(reply.raw, session);
}

/** What the lane needs to serve one session's own answers (signed-in session data, decision 030). */
export interface SessionAnswerGuard {
  /** Paths whose answers may be kept per session. */
  paths: ReadonlySet<string>;
  /** The session id (hash) of a cookie token, or undefined when the token cannot be one. */
  idOf(token: string): string | undefined;
  /** Whether the session cache still holds the session as it was when the answer was made. */
  current(stamp: SessionStamp): Promise<boolean>;
}

/** Headers that belong to one connection or one moment, never kept. */
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id', 'content-length']);

interface Entry {
  session: SessionStamp | undefined;
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
  expiresAt: number;
  refreshing: boolean;
}

function cookieValue(header: string, name: string): string | undefined {
  const at = header.indexOf(`${name}=`);
  if (at < 0 || (at > 0 && header[at - 1] !== ' ' && header[at - 1] !== ';')) return undefined;
  const end = header.indexOf(';', at);
  return header.slice(at + name.length + 1, end < 0 ? undefined : end);
}

function encodingOf(accept: string | undefined): string {
  if (!accept) return '';
  if (/\bbr\b/.test(accept)) return 'br';
  return /\bgzip\b/.test(accept) ? 'gzip' : '';
}

export function createSharedAnswers(options: {
  ttlMs: number;
  sessionCookie: string;
  localeCookie: string;
  sessions?: SessionAnswerGuard;
  maxEntries?: number;
  maxBytes?: number;
}): SharedAnswers {
  const maxEntries = options.maxEntries ?? 2000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Requests that found no answer while the first one for their key was being made: they wait
  // for it rather than each making the same answer (50 connections, one render).
  const waiting = new Map<string, (() => void)[]>();

  const forget = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    bytes -= e.body.length;
    entries.delete(key);
  };

  function keep(key: string, entry: Entry) {
    forget(key);
    if (entry.body.length > maxBytes / 8) return;
    // Oldest first: a Map iterates in insertion order.
    while (entries.size >= maxEntries || bytes + entry.body.length > maxBytes) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      forget(oldest.value);
    }
    entries.set(key, entry);
    bytes += entry.body.length;
  }

  function replay(response: ServerResponse, entry: Entry, head: boolean) {
    for (const [name, value] of entry.headers) response.setHeader(name, value);
    response.setHeader('x-request-id', randomUUID());
    response.setHeader('content-length', entry.body.length);
    response.writeHead(entry.status);
    response.end(head ? undefined : entry.body);
  }

  /** Keeps what the application sends for this request if its route marks it shared. */
  function capture(key: string, response: ServerResponse, previous: Entry | undefined, sessionId: string | undefined) {
    const chunks: Buffer[] = [];
    // Fastify hands its headers to writeHead, which does not keep them where getHeaders() looks.
    let written: Record<string, unknown> = {};
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
    response.writeHead = ((...args: unknown[]) => {
      const last = args.find((a, i) => i > 0 && typeof a === 'object' && a !== null);
      if (last && !Array.isArray(last)) written = { ...(last as Record<string, unknown>) };
      return writeHead(...args);
    }) as typeof response.writeHead;
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
      );
    };
    response.write = ((...args: unknown[]) => {
      collect(args[0], args[1]);
      return write(...args);
    }) as typeof response.write;
    response.end = ((...args: unknown[]) => {
      collect(args[0], args[1]);
      return end(...args);
    }) as typeof response.end;
    const settle = () => {
      const waiters = waiting.get(key);
      waiting.delete(key);
      for (const resume of waiters ?? []) resume();
    };
    if (!previous) waiting.set(key, waiting.get(key) ?? []);
    response.once('finish', () => {
      try {
        finish();
      } finally {
        settle();
      }
    });
    const finish = () => {
      if (previous) previous.refreshing = false;
      const mark = (response as Marked)[SHARED];
      // A visitor's answer is kept only for visitors, a session's only for that same session.
      const session = mark === true || mark === undefined ? undefined : mark;
      if (mark === undefined || session?.id !== sessionId) return;
      if (response.statusCode !== 200 || response.hasHeader('set-cookie')) return;
      const headers: [string, string | string[]][] = [];
      const all = { ...response.getHeaders(), ...written };
      for (const [name, value] of Object.entries(all)) {
        const lower = name.toLowerCase();
        if (value === undefined || NOT_KEPT.has(lower)) continue;
        if (lower === 'set-cookie') return;
        headers.push([lower, Array.isArray(value) ? value.map(String) : String(value)]);
      }
      keep(key, {
        session,
        status: 200,
        headers,
        body: Buffer.concat(chunks),
        expiresAt: performance.now() + options.ttlMs,
        refreshing: false,
      });
    };
    response.once('close', () => {
      if (previous) previous.refreshing = false;
      settle();
    });
  }

  function pass(
    key: string,
    request: IncomingMessage,
    response: ServerResponse,
    entry: Entry | undefined,
    sessionId: string | undefined,
    next: () => void,
  ) {
    if (entry) entry.refreshing = true;
    if (request.method === 'GET') capture(key, response, entry, sessionId);
    next();
  }

  function handle(request: IncomingMessage, response: ServerResponse, next: () => void): void {
    if (options.ttlMs <= 0) return next();
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const url = request.url ?? '';
    if (url.startsWith('/assets/') || url.startsWith('/images/')) return next();
    const h = request.headers;
    if (h['if-none-match'] !== undefined || h.authorization !== undefined) return next();
    const cookie = h.cookie ?? '';
    const token = cookie ? cookieValue(cookie, options.sessionCookie) : undefined;
    let sessionId: string | undefined;
    if (token !== undefined) {
      const guard = options.sessions;
      if (!guard?.paths.has(url)) return next();
      sessionId = guard.idOf(token);
      if (sessionId === undefined) return next();
    }
    const key = `${encodingOf(h['accept-encoding'])}|${h['accept-language'] ?? ''}|${cookie ? (cookieValue(cookie, options.localeCookie) ?? '') : ''}|${sessionId ?? ''}|${url}`;
    const entry = entries.get(key);
    const first = waiting.get(key);
    if (!entry && first) {
      // Resumed: the answer made meanwhile, or (not shared) straight to the application.
      first.push(() => (entries.has(key) ? handle(request, response, next) : next()));
      return;
    }
    if (!entry || (entry.expiresAt < performance.now() && !entry.refreshing)) {
      return pass(key, request, response, entry, sessionId, next);
    }
    const stamp = entry.session;
    if (!stamp) return replay(response, entry, method === 'HEAD');
    // A session's answer only while the session cache holds that session unchanged (after the
    // change feed caught up with every commit before this request, on PostgreSQL).
    options.sessions!.current(stamp).then(
      (current) => {
        if (current) return replay(response, entry, method === 'HEAD');
        if (entries.get(key) === entry) forget(key);
        pass(key, request, response, undefined, sessionId, next);
      },
      () => pass(key, request, response, undefined, sessionId, next),
    );
  }

  return {
    handle,
    clear() {
      entries.clear();
      bytes = 0;
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}
