import { createServer, type Server } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { leanConnection } from './lean-http.ts';

let server: Server;
let url: string;
let connections = 0;
const seen: { method: string; url: string; body: string; cookie: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body, cookie: req.headers.cookie });
      if (req.url === '/sized') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version: 7 }));
      } else if (req.url === '/chunked') {
        // Written in pieces without a length: Node sends them as chunks.
        res.writeHead(409, { 'content-type': 'application/json' });
        res.write('{"error":');
        setTimeout(() => res.end('{"code":"stale"}}'), 5);
      } else {
        res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(JSON.stringify({ order: { version: 8 } })));
      }
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('sends requests one after another on one connection and reads each answer whole, decoded', async () => {
  const connection = await leanConnection(url);
  const sized = await connection.request('POST', '/sized', { cookie: 'a=1' }, '{"q":1}');
  expect([sized.status, JSON.parse(sized.body.toString())]).toEqual([200, { version: 7 }]);
  const chunked = await connection.request('GET', '/chunked', {});
  expect([chunked.status, chunked.headers.get('transfer-encoding')]).toEqual([409, 'chunked']);
  expect(JSON.parse(chunked.body.toString())).toEqual({ error: { code: 'stale' } });
  const zipped = await connection.request('GET', '/zipped', { 'accept-encoding': 'gzip' });
  expect(JSON.parse(zipped.body.toString())).toEqual({ order: { version: 8 } });
  expect(JSON.parse(gunzipSync(zipped.raw).toString())).toEqual({ order: { version: 8 } });
  connection.close();
  expect(connections).toBe(1);
  expect(seen).toEqual([
    { method: 'POST', url: '/sized', body: '{"q":1}', cookie: 'a=1' },
    { method: 'GET', url: '/chunked', body: '', cookie: undefined },
    { method: 'GET', url: '/zipped', body: '', cookie: undefined },
  ]);
});
