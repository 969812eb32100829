// A keep-alive HTTP/1.1 connection for load that depends on the previous answer (the editor's
// saves carry the version the last save answered). fetch cost the driver about as much CPU per
// request as the server spent answering it, and on two shared cores the driver's CPU is taken
// from the server and its database: the measure was of the load generator as much as of the
// application. This client writes the request bytes and frames the answer by Content-Length or
// chunks, nothing else.
import { connect, type Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface LeanAnswer {
  status: number;
  headers: Map<string, string>;
  /** Decoded as the Content-Encoding says. */
  body: Buffer;
  /** As it came on the wire (what a bare server replays). */
  raw: Buffer;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/** Where the first complete answer of `buffer` ends and what it says, or undefined for more bytes. */
function parse(buffer: Buffer): { answer: LeanAnswer; length: number } | undefined {
  const headEnd = buffer.indexOf(HEAD_END);
  if (headEnd < 0) return undefined;
  const [statusLine, ...lines] = buffer.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const status = Number(statusLine!.split(' ')[1]);
  let at = headEnd + HEAD_END.length;
  let raw: Buffer;
  if (headers.get('transfer-encoding')?.includes('chunked')) {
    const chunks: Buffer[] = [];
    for (;;) {
      const sizeEnd = buffer.indexOf(CRLF, at);
      if (sizeEnd < 0) return undefined;
      const size = parseInt(buffer.subarray(at, sizeEnd).toString('latin1'), 16);
      const dataEnd = sizeEnd + CRLF.length + size;
      if (buffer.length < dataEnd + CRLF.length) return undefined;
      if (size === 0) {
        at = dataEnd + CRLF.length;
        break;
      }
      chunks.push(buffer.subarray(sizeEnd + CRLF.length, dataEnd));
      at = dataEnd + CRLF.length;
    }
    raw = Buffer.concat(chunks);
  } else {
    const length = Number(headers.get('content-length') ?? 0);
    if (buffer.length < at + length) return undefined;
    raw = buffer.subarray(at, at + length);
    at += length;
  }
  const encoding = headers.get('content-encoding');
  const body =
    encoding === 'gzip'
      ? gunzipSync(raw)
      : encoding === 'deflate'
        ? inflateSync(raw)
        : encoding === 'br'
          ? brotliDecompressSync(raw)
          : Buffer.from(raw);
  return { answer: { status, headers, body, raw }, length: at };
}

/** One connection, one request at a time. */
export async function leanConnection(url: string) {
  const { hostname, port, host } = new URL(url);
  const socket: Socket = connect({ host: hostname, port: Number(port), noDelay: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let buffer: Buffer = Buffer.alloc(0);
  let waiting: { resolve: (a: LeanAnswer) => void; reject: (e: Error) => void } | undefined;
  socket.on('data', (data: Buffer) => {
    buffer = buffer.length ? Buffer.concat([buffer, data]) : data;
    const parsed = parse(buffer);
    if (!parsed || !waiting) return;
    buffer = buffer.subarray(parsed.length);
    const w = waiting;
    waiting = undefined;
    w.resolve(parsed.answer);
  });
  socket.on('error', (error) => waiting?.reject(error));
  socket.on('close', () => waiting?.reject(new Error('the server closed the connection')));
  return {
    request(method: string, path: string, headers: Record<string, string>, body = ''): Promise<LeanAnswer> {
      const head = Object.entries({ host, 'content-length': String(Buffer.byteLength(body)), ...headers })
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      return new Promise<LeanAnswer>((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n${body}`);
      });
    },
    close: () => socket.destroy(),
  };
}
