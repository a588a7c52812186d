import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

// A loopback stand-in for a Sentry-compatible ingest endpoint: it accepts envelopes at
// /api/<project>/envelope/ and records the events they carry, so tests can check what left the
// product (issue 20). It answers CORS preflights as the real service does, for browser tests.

export interface ReceivedEvent {
  path: string;
  sentryKey: string | null;
  event: Record<string, unknown>;
  raw: string;
}

export interface FakeIngest {
  port: number;
  dsn: string;
  events: ReceivedEvent[];
  envelopes: number;
  waitForEvents(count: number, timeoutMs?: number): Promise<ReceivedEvent[]>;
  close(): Promise<void>;
}

export async function startFakeIngest(port = 0, publicKey = 'publickey', project = '1'): Promise<FakeIngest> {
  const events: ReceivedEvent[] = [];
  let envelopes = 0;
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const raw = body.toString('utf8');
      if (req.method !== 'POST' || url.pathname !== `/api/${project}/envelope/`) return void res.writeHead(404).end();
      envelopes++;
      const lines = raw.split('\n').filter((l) => l !== '');
      for (let i = 1; i + 1 < lines.length; i += 2) {
        const item = JSON.parse(lines[i] as string) as { type?: string };
        if (item.type === 'event') {
          events.push({
            path: url.pathname,
            sentryKey: url.searchParams.get('sentry_key'),
            event: JSON.parse(lines[i + 1] as string),
            raw,
          });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    port: actual,
    dsn: `http://${publicKey}@127.0.0.1:${actual}/${project}`,
    events,
    get envelopes() {
      return envelopes;
    },
    async waitForEvents(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (events.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      return events;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
