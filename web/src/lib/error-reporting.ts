import type { PublicConfig } from './config.ts';

// Error reporting in the browser (issue 20): when the server's configuration names a reporting
// service (SENTRY_DSN), unhandled errors, unhandled rejections, errors shown by a route's error
// boundary and failed chunk loads are sent, through the server's scrubbing relay. The SDK is a
// separate chunk loaded only then, after the first paint, so the sign-in page does not carry it.

type Client = typeof import('./sentry-client.ts');

let client: Promise<Client> | null = null;

/** Starts reporting when configured; does nothing otherwise. */
export function startErrorReporting(config: PublicConfig, currentUserId: () => number | null): void {
  if (!config.errorReporting || client) return;
  const settings = {
    ...config.errorReporting,
    release: `collegium@${config.version}`,
    tunnel: `${config.apiPrefix}/error-reports`,
  };
  client = import('./sentry-client.ts').then((m) => {
    m.initClient(settings, currentUserId);
    return m;
  });
  client.catch(() => undefined);
}

/** Reports an error that was caught and shown (an error boundary); a no-op when not configured. */
export function reportError(error: unknown): void {
  void client?.then((m) => m.capture(error)).catch(() => undefined);
}
