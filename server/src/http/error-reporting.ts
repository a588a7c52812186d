import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scrubErrorEvent } from '@collegium/domain/error-report-scrub';
import type { AppConfig } from '../config.ts';

// Error reporting (issue 20): unexpected server errors (the 500s of errors.ts, uncaught exceptions
// and unhandled rejections of the process) go to a Sentry-compatible service when SENTRY_DSN is
// set, and nowhere otherwise. The SDK is loaded only then (it is large and starts slowly). Each
// app gets its own client and scope rather than the SDK's global one, so the test apps of one
// process never report into each other; no SDK integration runs (no automatic instrumentation,
// no breadcrumbs), and every event passes `scrubErrorEvent` (domain) before it leaves: the
// request keeps its method and path only, the user an id only.

export interface ErrorReporter {
  /** Reports an unexpected error; never throws and never waits for the network. */
  capture(error: unknown, request?: FastifyRequest): void;
  /** Waits (up to the timeout) until queued reports are sent. */
  flush(timeoutMs?: number): Promise<boolean>;
  /** The configured DSN (the browser reports through the server with it). */
  readonly dsn: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    errorReporter: ErrorReporter | null;
  }
}

export async function createErrorReporter(config: AppConfig): Promise<ErrorReporter | null> {
  const { dsn, environment } = config.errorReporting;
  if (!dsn) return null;
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn,
    environment,
    release: `collegium@${config.version}`,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    integrations: [],
    sendClientReports: false,
    beforeSend: (event) => scrubErrorEvent(event),
  });
  client.init();

  return {
    dsn,
    capture(error, request) {
      void (async () => {
        const scope = new Sentry.Scope();
        scope.setClient(client);
        if (request) {
          scope.setTag('route', request.routeOptions.url ?? 'unmatched');
          const auth = await request.loadAuth().catch(() => null);
          if (auth) scope.setUser({ id: String(auth.user.id) });
          const url = `${request.protocol}://${request.hostname}${request.url}`;
          scope.addEventProcessor((event) => ({ ...event, request: { method: request.method, url } }));
        }
        scope.captureException(error);
      })().catch(() => undefined);
    },
    flush: (timeoutMs = 2000) => Promise.resolve(client.flush(timeoutMs)),
  };
}

/** Attaches the reporter to the app (errors.ts reads it) and flushes it when the app closes. */
export function registerErrorReporter(app: FastifyInstance, reporter: ErrorReporter | null): void {
  app.decorate('errorReporter', reporter);
  if (reporter) app.addHook('onClose', async () => void (await reporter.flush(2000)));
}
