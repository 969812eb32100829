// p99 latency of menu/data from a warm server at 50 concurrent connections (issue 3: < 25 ms).
// Run: node bench/menu-data.ts
import autocannon from 'autocannon';
import { startServer } from './server.ts';

const server = await startServer(4311);
try {
  const url = `${server.url}/api/v1/menu/data?week=this-week`;
  // Warm up: code paths, the database's caches and the JIT.
  await autocannon({ url, connections: 10, duration: 5 });
  const result = await autocannon({ url, connections: 50, duration: 15, headers: { 'accept-encoding': 'br' } });
  console.log(
    `menu/data: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
  );
} finally {
  await server.stop();
}
