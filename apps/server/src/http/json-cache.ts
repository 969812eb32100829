import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Entry {
  version: number;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** How a cached answer may be kept downstream; a number is `public, max-age=N` varying on language. */
export type CachePolicy = number | { cacheControl: string; vary: string };

/**
 * Caches serialised, pre-compressed JSON answers of hot public reads (the menu), keyed by their
 * normalised input. Entries belong to a data version: when the version moves (a catalogue
 * change on any instance), they are rebuilt. Nothing personal may be cached here.
 */
export function createJsonCache(options: { maxEntries: number; version: () => Promise<number> }) {
  const entries = new Map<string, Entry>();
  // The raw requests (language, week, URL as sent) already answered, to the normalised key of
  // their answer: a repeated request is served before its query is parsed and validated.
  const requests = new Map<string, string>();

  function remember<V>(map: Map<string, V>, key: string, value: V, max: number) {
    if (!map.has(key) && map.size >= max) map.delete(map.keys().next().value!);
    map.set(key, value);
  }

  function reply304OrBytes(request: FastifyRequest, reply: FastifyReply, entry: Entry, policy: CachePolicy) {
    const { cacheControl, vary } =
      typeof policy === 'number'
        ? { cacheControl: `public, max-age=${policy}`, vary: 'Accept-Encoding, Accept-Language' }
        : policy;
    reply
      .header('cache-control', cacheControl)
      .header('etag', entry.etag)
      .header('vary', vary)
      .type('application/json; charset=utf-8');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    const accept = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(entry.br);
    if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(entry.gzip);
    return reply.send(entry.identity);
  }

  async function build(value: unknown, version: number): Promise<Entry> {
    // A Buffer is JSON serialised already (kept by its owner, decision 039).
    const identity = Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value));
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(identity, { level: 6 }),
    ]);
    const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 20)}"`;
    return { version, etag, identity, br, gzip: gz };
  }

  return {
    /**
     * Answers from the cache a raw request answered before under the current version, before
     * anything parses it; false when it must go through the route (new, or stale).
     */
    async sendKnown(
      request: FastifyRequest,
      reply: FastifyReply,
      rawKey: string,
      policy: CachePolicy,
    ): Promise<boolean> {
      const key = requests.get(rawKey);
      const entry = key === undefined ? undefined : entries.get(key);
      if (!entry || entry.version !== (await options.version())) return false;
      reply304OrBytes(request, reply, entry, policy);
      return true;
    },

    /** Sends the answer for a normalised key, computing it (a value, or JSON bytes) when missing or stale. */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      compute: () => Promise<unknown>,
      policy: CachePolicy,
      rawKey?: string,
    ): Promise<FastifyReply> {
      const version = await options.version();
      let entry = entries.get(key);
      if (!entry || entry.version !== version) {
        entry = await build(await compute(), version);
        remember(entries, key, entry, options.maxEntries);
      }
      if (rawKey !== undefined) remember(requests, rawKey, key, options.maxEntries * 4);
      return reply304OrBytes(request, reply, entry, policy);
    },
    clear: () => {
      entries.clear();
      requests.clear();
    },
  };
}
