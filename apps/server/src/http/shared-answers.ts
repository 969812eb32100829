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
  /** Serves the request from the kept answers, or prepares it to be kept; false: let Fastify answer. */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  /** Forgets every kept answer (a change made by this instance). */
  clear(): void;
  /** Kept answers and their bytes, for tests and the memory bound. */
  size(): { entries: number; bytes: number };
}

const SHARED = Symbol('shared answer');

/** Marks a raw response as the same for every visitor with the same key (no session, no cookie set). */
export function markShared(response: ServerResponse): void {
  (response as ServerResponse & { [SHARED]?: boolean })[SHARED] = true;
}

/** Marks this answer as the same for every visitor with the same key (no session, no cookie set). */
export function shareAnswer(reply: FastifyReply): void {
  markShared(reply.raw);
}

/** Headers that belong to one connection or one moment, never kept. */
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id', 'content-length']);

interface Entry {
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
  maxEntries?: number;
  maxBytes?: number;
}): SharedAnswers {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let bytes = 0;

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
  function capture(key: string, response: ServerResponse, previous: Entry | undefined) {
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
    response.once('finish', () => {
      if (previous) previous.refreshing = false;
      const shared = (response as ServerResponse & { [SHARED]?: boolean })[SHARED] === true;
      if (!shared || response.statusCode !== 200 || response.hasHeader('set-cookie')) return;
      const headers: [string, string | string[]][] = [];
      const all = { ...response.getHeaders(), ...written };
      for (const [name, value] of Object.entries(all)) {
        const lower = name.toLowerCase();
        if (value === undefined || NOT_KEPT.has(lower)) continue;
        if (lower === 'set-cookie') return;
        headers.push([lower, Array.isArray(value) ? value.map(String) : String(value)]);
      }
      keep(key, {
        status: 200,
        headers,
        body: Buffer.concat(chunks),
        expiresAt: performance.now() + options.ttlMs,
        refreshing: false,
      });
    });
    response.once('close', () => {
      if (previous) previous.refreshing = false;
    });
  }

  return {
    handle(request, response) {
      if (options.ttlMs <= 0) return false;
      const method = request.method;
      if (method !== 'GET' && method !== 'HEAD') return false;
      const url = request.url ?? '';
      if (url.startsWith('/assets/') || url.startsWith('/images/')) return false;
      const h = request.headers;
      if (h['if-none-match'] !== undefined || h.authorization !== undefined) return false;
      const cookie = h.cookie ?? '';
      if (cookie && cookieValue(cookie, options.sessionCookie) !== undefined) return false;
      const key = `${encodingOf(h['accept-encoding'])}|${h['accept-language'] ?? ''}|${cookie ? (cookieValue(cookie, options.localeCookie) ?? '') : ''}|${url}`;
      const entry = entries.get(key);
      if (entry) {
        if (entry.expiresAt >= performance.now() || entry.refreshing) {
          replay(response, entry, method === 'HEAD');
          return true;
        }
        entry.refreshing = true;
      }
      if (method === 'GET') capture(key, response, entry);
      return false;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}
