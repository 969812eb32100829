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

/**
 * Caches serialised, pre-compressed JSON answers of hot public reads (the menu), keyed by their
 * normalised input. Entries belong to a data version: when the version moves (a catalogue
 * change on any instance), they are rebuilt. Nothing personal may be cached here.
 */
export function createJsonCache(options: { maxEntries: number; version: () => Promise<number> }) {
  const entries = new Map<string, Entry>();

  async function build(value: unknown, version: number): Promise<Entry> {
    const identity = Buffer.from(JSON.stringify(value));
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(identity, { level: 6 }),
    ]);
    const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 20)}"`;
    return { version, etag, identity, br, gzip: gz };
  }

  return {
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      compute: () => Promise<unknown>,
      maxAgeSeconds: number,
    ): Promise<FastifyReply> {
      const version = await options.version();
      let entry = entries.get(key);
      if (!entry || entry.version !== version) {
        entry = await build(await compute(), version);
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, entry);
      }
      reply
        .header('cache-control', `public, max-age=${maxAgeSeconds}`)
        .header('etag', entry.etag)
        .header('vary', 'Accept-Encoding, Accept-Language')
        .type('application/json; charset=utf-8');
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      const accept = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(entry.br);
      if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(entry.gzip);
      return reply.send(entry.identity);
    },
    clear: () => entries.clear(),
  };
}
