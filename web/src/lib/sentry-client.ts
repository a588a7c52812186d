import * as Sentry from '@sentry/react';
import { scrubErrorEvent } from '@collegium/domain/error-report-scrub';

// The Sentry SDK, loaded only when reporting is configured (see error-reporting.ts). Only the
// integrations that catch errors run: no breadcrumbs (they record clicks, typed text and URLs),
// no sessions, no performance tracing, no replay. Every event is scrubbed here and again on the
// server before it leaves.

const KEPT_INTEGRATIONS = new Set([
  'GlobalHandlers',
  'LinkedErrors',
  'Dedupe',
  'FunctionToString',
  'InboundFilters',
  'HttpContext',
]);

export interface ClientSettings {
  dsn: string;
  environment: string;
  release: string;
  tunnel: string;
}

export function initClient(settings: ClientSettings, currentUserId: () => number | null): void {
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    tunnel: settings.tunnel,
    sendClientReports: false,
    integrations: (defaults) => defaults.filter((integration) => KEPT_INTEGRATIONS.has(integration.name)),
    beforeSend(event) {
      const id = currentUserId();
      return scrubErrorEvent({ ...event, user: id === null ? undefined : { id: String(id) } });
    },
  });
}

export function capture(error: unknown): void {
  Sentry.captureException(error);
}
