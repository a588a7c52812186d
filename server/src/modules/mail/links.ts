import type { AppConfig } from '../../config.ts';

/**
 * An absolute address of a page of the web app, for e-mails: PUBLIC_URL when set (it should be in
 * production), else this server on localhost. `page` is relative to the app, e.g. 'pages/reset/abc'.
 */
export function publicLink(config: AppConfig, page: string): string {
  const origin = config.publicUrl ?? `http://localhost:${config.port}`;
  return `${origin}${config.baseUrl}${page.replace(/^\/+/, '')}`;
}

const LONDON_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const LONDON_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** A date as a letter would put it, in UK time: '15 January 2027'. */
export function mailDate(value: Date | string): string {
  return LONDON_DATE.format(new Date(value));
}

/** A date and time in UK time: '16 December 2026 at 09:30'. */
export function mailDateTime(value: Date | string): string {
  const date = new Date(value);
  return `${LONDON_DATE.format(date)} at ${LONDON_TIME.format(date)}`;
}
