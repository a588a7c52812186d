import { type ErrorEvent, scrubErrorEvent } from '@collegium/domain/error-report-scrub';

// The browser's error reports arrive at the server as Sentry envelopes (the SDK's `tunnel`
// option) and leave it for the configured service only after this check: newline-separated JSON,
// an envelope header, then item header and payload pairs. Only error events pass (sessions,
// replays, attachments and performance data are dropped), each scrubbed again here, so what a
// browser sends cannot carry more than the server's own reports would.

export class EnvelopeError extends Error {}

interface EnvelopeHeader {
  dsn?: string;
  event_id?: string;
  [key: string]: unknown;
}

function parseJson(line: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new EnvelopeError(`The error report's ${what} is not JSON.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new EnvelopeError(`The error report's ${what} is not a JSON object.`);
  }
  return value as Record<string, unknown>;
}

/** The events of an envelope, scrubbed, with its header; throws EnvelopeError when malformed. */
export function readEnvelope(body: string): { header: EnvelopeHeader; events: ErrorEvent[] } {
  const lines = body.split('\n');
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  if (lines.length === 0) throw new EnvelopeError('The error report is empty.');
  const header = parseJson(lines[0] as string, 'header') as EnvelopeHeader;
  const events: ErrorEvent[] = [];
  for (let i = 1; i < lines.length; i += 2) {
    const item = parseJson(lines[i] as string, 'item header');
    const payload = lines[i + 1];
    if (payload === undefined) throw new EnvelopeError('The error report ends after an item header.');
    if (item.type !== 'event') continue;
    events.push(scrubErrorEvent(parseJson(payload, 'event') as ErrorEvent));
  }
  return { header, events };
}

/** The envelope that leaves for the service: the header's routing fields and the scrubbed events. */
export function writeEnvelope(header: EnvelopeHeader, events: ErrorEvent[]): string {
  const kept = {
    ...(header.event_id ? { event_id: header.event_id } : {}),
    sent_at: new Date().toISOString(),
    dsn: header.dsn,
  };
  return (
    [JSON.stringify(kept), ...events.flatMap((e) => [JSON.stringify({ type: 'event' }), JSON.stringify(e)])].join(
      '\n',
    ) + '\n'
  );
}

/** Where a DSN's envelopes go: <protocol>//<host>/api/<project>/envelope/ with the public key. */
export function envelopeUrl(dsn: string): string {
  const url = new URL(dsn);
  const parts = url.pathname.split('/').filter(Boolean);
  const project = parts.pop() as string;
  const base = parts.length > 0 ? `/${parts.join('/')}` : '';
  return `${url.protocol}//${url.host}${base}/api/${project}/envelope/?sentry_key=${encodeURIComponent(url.username)}&sentry_version=7`;
}
