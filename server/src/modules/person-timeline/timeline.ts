import {
  sortTimeline,
  TIMELINE_SOURCES,
  timelineLink,
  visibleSources,
  type PersonTimeline,
  type TimelineFact,
  type TimelineSource,
} from '@collegium/domain/person-timeline';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { activityFacts, applicationFacts, eventFacts, leadFacts } from './lead-sources.ts';
import { linkedPeople } from './linked-people.ts';
import { alumniFacts, consentFacts, giftFacts } from './relation-sources.ts';
import { engagementFacts, financeFacts, requestFacts, supportFacts } from './student-sources.ts';

// Issue 17: one timeline per person, composed from one small reader per source. Only the sources
// the reader may see are read at all (domain/src/person-timeline.ts names each one's rights), so
// an entry without its right never leaves the server; links are kept to pages the reader may open.

type Reader = (db: Kysely<Database>, personIds: readonly number[]) => Promise<TimelineFact[]>;

const READERS: Record<TimelineSource, Reader> = {
  lead: leadFacts,
  activity: activityFacts,
  event: eventFacts,
  application: applicationFacts,
  engagement: engagementFacts,
  request: requestFacts,
  support: supportFacts,
  finance: financeFacts,
  alumni: alumniFacts,
  gift: giftFacts,
  consent: consentFacts,
};

export interface TimelineReader {
  permissions: readonly string[];
  features: readonly string[];
}

export async function personTimeline(
  db: Kysely<Database>,
  personId: number,
  reader: TimelineReader,
  limit: number,
): Promise<PersonTimeline> {
  const person = await db.selectFrom('people').select('id').where('id', '=', personId).executeTakeFirst();
  if (!person) throw notFound(`There is no contact with id ${personId}.`);
  const sources = visibleSources(reader.permissions);
  const people = sources.length === 0 ? [personId] : await linkedPeople(db, personId);
  const facts = (await Promise.all(sources.map((s) => READERS[s](db, people)))).flat();
  const sorted = sortTimeline(facts);
  return {
    personId,
    items: sorted.slice(0, limit).map((f) => ({
      source: f.source,
      sourceLabel: TIMELINE_SOURCES[f.source].label,
      on: f.on,
      title: f.title,
      detail: f.detail,
      link: timelineLink(reader.permissions, reader.features, f.target),
    })),
    total: sorted.length,
    sources,
  };
}
