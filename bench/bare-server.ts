// The yardstick of bench/ratio.ts: a bare Node server that replies, per path, the exact status,
// headers and bytes the application sent for it. Run by ratio.ts in a process of its own:
// node bench/bare-server.ts PORT RECORDINGS.json
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

export interface Recording {
  status: number;
  headers: Record<string, string>;
  body: string; // base64
}

const [port, file] = process.argv.slice(2);
const recordings = new Map(
  Object.entries(JSON.parse(readFileSync(file!, 'utf8')) as Record<string, Recording>).map(([path, r]) => [
    path,
    { status: r.status, headers: r.headers, body: Buffer.from(r.body, 'base64') },
  ]),
);

createServer((request, response) => {
  const r = recordings.get(request.url ?? '');
  if (!r) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(r.status, r.headers).end(r.body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
