import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { prepareDatabase } from '../src/startup.ts';

// (p), (s) and (c) of the benchmark: the real server (every hook, the session, access control,
// helmet, validation and serialisation) with two no-op routes added, one public and one for any
// signed-in user, so the cost of the server itself and of a session lookup can be told apart from
// the list's. Started with `--expose-gc`, it also reports its heap for the export's figure:
// POST /bench/heap collects and starts sampling the heap every 20 ms; GET /bench/heap answers the
// heap then (collected), the highest sample since and the heap now after a collection.
const config = loadConfig();
const db = await prepareDatabase(config, () => undefined, false);
const { app } = await buildApp({ config, db, logger: false });
app.get('/bench/public', { config: { access: { public: true } } }, async () => ({ ok: true }));
app.get('/bench/signed-in', { config: { access: { signedIn: true } } }, async () => ({ ok: true }));

const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
let heap = { start: 0, peak: 0 };
let sampler: NodeJS.Timeout | undefined;
app.post('/bench/heap', { config: { access: { public: true } } }, async () => {
  collect();
  const start = process.memoryUsage().heapUsed;
  heap = { start, peak: start };
  clearInterval(sampler);
  sampler = setInterval(() => (heap.peak = Math.max(heap.peak, process.memoryUsage().heapUsed)), 20);
  return heap;
});
app.get('/bench/heap', { config: { access: { public: true } } }, async () => {
  clearInterval(sampler);
  collect();
  return { ...heap, after: process.memoryUsage().heapUsed };
});
await app.listen({ port: config.port, host: '127.0.0.1' });
