import { z } from 'zod';
import { buildRoutes, withFeatures } from './menu.ts';
import { MENU_CONFIG } from './menu-config.ts';
import { meetsAll, type Requirement } from './permissions.ts';
import { SPECIAL_CATEGORY_RIGHT } from './special-category.ts';
import { studentRecordPath } from './student-record-path.ts';

// Issue 17: one timeline per person (the contact record page): what happened to them across their
// roles, lead → applicant → student → alumnus, newest first. Each source names the rights a reader
// needs to see its entries at all; the server reads only the sources the reader may see, so
// nothing they may not read leaves it. A link is given only when the reader may open its page.

/** The timeline's sources, in the order entries of one moment are shown. */
export const TIMELINE_SOURCES = {
  lead: { label: 'Potential student', requires: ['leads:view'] },
  activity: { label: 'Activity', requires: ['leads:view'] },
  event: { label: 'Event', requires: [['registrations:view', 'leads:view']] },
  application: { label: 'Application', requires: ['applications:view'] },
  engagement: { label: 'Engagement', requires: ['students:view'] },
  request: { label: 'Request', requires: ['students:view'] },
  support: { label: 'Support', requires: ['students:view', SPECIAL_CATEGORY_RIGHT] },
  finance: { label: 'Finance', requires: ['students:invoice'] },
  alumni: { label: 'Alumni', requires: [['alumni:view', 'fundraising:menu']] },
  gift: { label: 'Giving', requires: ['donors:view'] },
  consent: { label: 'Consent', requires: [['role:manager', 'consents:view']] },
} as const satisfies Record<string, { label: string; requires: readonly Requirement[] }>;
export type TimelineSource = keyof typeof TIMELINE_SOURCES;
const SOURCE_NAMES = Object.keys(TIMELINE_SOURCES) as [TimelineSource, ...TimelineSource[]];

/** The sources a reader with these permissions may see. */
export function visibleSources(permissions: readonly string[]): TimelineSource[] {
  return SOURCE_NAMES.filter((s) => meetsAll(permissions, TIMELINE_SOURCES[s].requires));
}

/** The record a timeline entry opens: the page's menu key and the record's id. */
export interface TimelineTarget {
  page: 'leads' | 'registrations' | 'applications' | 'students' | 'invoices' | 'donors' | 'consents';
  id: number;
}

const PAGE_KEYS: Record<Exclude<TimelineTarget['page'], 'students'>, string> = {
  leads: 'leads.record',
  registrations: 'registrations.record',
  applications: 'applications.record',
  invoices: 'finance.invoice',
  donors: 'donors.record',
  consents: 'consents.record',
};

/** The path of the target's page when the reader may open it (its route's requirements and feature), else null. */
export function timelineLink(
  permissions: readonly string[],
  features: readonly string[],
  target: TimelineTarget | null,
): string | null {
  if (!target) return null;
  if (target.page === 'students') return studentRecordPath(permissions, target.id);
  const key = PAGE_KEYS[target.page];
  const route = buildRoutes(withFeatures(MENU_CONFIG, features)).find((r) => r.key === key);
  return route && meetsAll(permissions, route.requires) ? route.path.replace(':id', String(target.id)) : null;
}

/** One thing that happened, as read from its source (before the reader's links are added). */
export interface TimelineFact {
  source: TimelineSource;
  /** YYYY-MM-DD or an ISO date-time. */
  on: string;
  /** When a dated fact was recorded (an ISO date-time), to order the entries of one day. */
  at?: string | null;
  title: string;
  detail: string | null;
  target: TimelineTarget | null;
}

/**
 * Newest first by day; within a day by the time it happened or was recorded (a fact known only by
 * its day, with no record time, comes after the timed ones); entries of one moment in the sources' order.
 */
export function sortTimeline<T extends { on: string; at?: string | null; source: TimelineSource }>(
  facts: readonly T[],
): T[] {
  const rank = (s: TimelineSource) => SOURCE_NAMES.indexOf(s);
  const moment = (f: T) => (f.on.length > 10 ? f.on : (f.at ?? f.on));
  return [...facts].sort((a, b) => {
    const day = b.on.slice(0, 10).localeCompare(a.on.slice(0, 10));
    if (day !== 0) return day;
    const time = moment(b).localeCompare(moment(a));
    return time !== 0 ? time : rank(b.source) - rank(a.source);
  });
}

export const TIMELINE_PAGE = 50;
export const TIMELINE_MAX = 1000;

/** GET /contacts/:id/timeline?limit=: the newest `limit` entries ("Show more" asks for more). */
export const timelineQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `Give a number of entries from 1 to ${TIMELINE_MAX}.` })
    .int(`Give a number of entries from 1 to ${TIMELINE_MAX}.`)
    .min(1, `Give a number of entries from 1 to ${TIMELINE_MAX}.`)
    .max(TIMELINE_MAX, `Give a number of entries from 1 to ${TIMELINE_MAX}.`)
    .default(TIMELINE_PAGE),
});

export const timelineEntrySchema = z.object({
  source: z.enum(SOURCE_NAMES),
  sourceLabel: z.string(),
  on: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
  /** The record's page, when the reader may open it. */
  link: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const personTimelineSchema = z.object({
  personId: z.number(),
  items: z.array(timelineEntrySchema),
  /** Every entry the reader may see (items holds the newest `limit`). */
  total: z.number(),
  /** The sources the reader may see; the page names the ones left out. */
  sources: z.array(z.enum(SOURCE_NAMES)),
});
export type PersonTimeline = z.infer<typeof personTimelineSchema>;
