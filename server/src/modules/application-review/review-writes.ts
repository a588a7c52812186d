import { canMoveApplication, nextApplicationStatuses } from '@collegium/domain/application-status-transitions';
import { applicationStatusLabel, isCompleteApplication } from '@collegium/domain/application-statuses';
import { quickAccept } from '@collegium/domain/quick-accept';
import {
  REVIEW_SECTIONS,
  SECTION_REVIEW_STATUSES,
  isSectionReviewStatus,
  type ReviewSection,
  type SectionReviews,
} from '@collegium/domain/section-review-statuses';
import { reviewSectionLabel } from '@collegium/domain/application-review-sections';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { STALE_VERSION_MESSAGE } from '../entities/record-repository.ts';
import { type Actor, auditActor } from '../../http/actor.ts';

// Admissions' changes to an application (spec 4.4): a section's review and notes, quick accept,
// the overall status. Each runs in one transaction that first moves the application's version
// on (409 when the caller read an older one) and records an audit entry under the application,
// which its History tab shows. Audit changes are field-level ({ field, before, after }, as the
// generic history reads them), each field named for the screen: 'Finances review', 'Finances notes'.

type Trx = Transaction<Database>;

export const NOTES_MAX = 4000;

interface Change {
  field: string;
  before: string | null;
  after: string | null;
}

async function audit(trx: Trx, actor: Actor, id: number, action: string, changes: Change[]) {
  await recordAudit(trx, { ...auditActor(actor), entity: 'applications', entityId: id, action, changes, ip: actor.ip });
}

/** Moves the application's version on, or fails: 404 when there is none, 409 when it moved on. */
async function claimVersion(trx: Trx, id: number, version: number, now: string) {
  const row = await trx
    .selectFrom('applications')
    .select(['id', 'version', 'status', 'submitted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`There is no application with id ${id}.`);
  const updated = await trx
    .updateTable('applications')
    .set({ version: version + 1, updated_at: now })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw conflict(STALE_VERSION_MESSAGE);
  return row;
}

async function storedReviews(trx: Trx, id: number) {
  return trx
    .selectFrom('application_section_reviews')
    .select(['section', 'status', 'notes'])
    .where('application_id', '=', id)
    .execute();
}

async function writeReview(
  trx: Trx,
  id: number,
  section: string,
  values: { status: string | null; notes: string | null },
  actor: Actor,
  now: string,
) {
  const existing = await trx
    .selectFrom('application_section_reviews')
    .select(['id'])
    .where('application_id', '=', id)
    .where('section', '=', section)
    .executeTakeFirst();
  const set = { status: values.status, notes: values.notes, updated_at: now, updated_by_user_id: actor.userId };
  if (existing) await trx.updateTable('application_section_reviews').set(set).where('id', '=', existing.id).execute();
  else
    await trx
      .insertInto('application_section_reviews')
      .values({ application_id: id, section, ...set })
      .execute();
}

export function isReviewSection(value: string): value is ReviewSection {
  return (REVIEW_SECTIONS as readonly string[]).includes(value);
}

export interface SectionReviewInput {
  /** null: not yet reviewed. */
  status: string | null;
  notes: string;
  version: number;
}

export async function setSectionReview(
  db: Db,
  id: number,
  section: string,
  input: SectionReviewInput,
  actor: Actor,
): Promise<void> {
  if (!isReviewSection(section)) throw notFound(`There is no review section called ${section}.`);
  // spec 4.4: a section holds only the statuses of its own row of the table.
  if (input.status !== null && !isSectionReviewStatus(section, input.status)) {
    throw validationFailed([
      {
        param: 'status',
        message: `Choose one of the ${section} statuses: ${SECTION_REVIEW_STATUSES[section].join(', ')}.`,
      },
    ]);
  }
  const notes = input.notes.trim();
  if (notes.length > NOTES_MAX)
    throw validationFailed([{ param: 'notes', message: `Keep the notes to ${NOTES_MAX} characters.` }]);
  await db.kysely.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await claimVersion(trx, id, input.version, now);
    const before = (await storedReviews(trx, id)).find((r) => r.section === section);
    const label = reviewSectionLabel(section);
    const changes: Change[] = [];
    if ((before?.status ?? null) !== input.status)
      changes.push({ field: `${label} review`, before: before?.status ?? null, after: input.status });
    if ((before?.notes ?? '') !== notes)
      changes.push({ field: `${label} notes`, before: before?.notes ?? null, after: notes === '' ? null : notes });
    await writeReview(trx, id, section, { status: input.status, notes: notes === '' ? null : notes }, actor, now);
    await audit(trx, actor, id, 'section review', changes);
  });
}

/** spec 4.4: every review Accepted, the five sensitive sections Acknowledged (domain quick-accept.ts). */
export async function quickAcceptApplication(db: Db, id: number, version: number, actor: Actor): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const row = await claimVersion(trx, id, version, now);
    // A confirmed application is a student now: quick accept is for those still under review
    // (single sections may still be noted on).
    if (row.status === 'Confirmed')
      throw validationFailed([
        { param: 'status', message: 'Quick accept is for applications still under review; this one is confirmed.' },
      ]);
    const stored = await storedReviews(trx, id);
    const current: SectionReviews = {};
    for (const r of stored)
      if (isReviewSection(r.section) && r.status !== null) (current as Record<string, string>)[r.section] = r.status;
    const next = quickAccept(current) as Record<string, string | undefined>;
    const changed: Change[] = [];
    for (const section of REVIEW_SECTIONS) {
      const to = next[section];
      const from = (current as Record<string, string | undefined>)[section] ?? null;
      if (to === undefined || to === from) continue;
      const notes = stored.find((r) => r.section === section)?.notes ?? null;
      await writeReview(trx, id, section, { status: to, notes }, actor, now);
      changed.push({ field: `${reviewSectionLabel(section)} review`, before: from, after: to });
    }
    await audit(trx, actor, id, 'quick accept', changed);
  });
}

export async function setApplicationStatus(
  db: Db,
  id: number,
  input: { status: string; version: number },
  actor: Actor,
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const row = await claimVersion(trx, id, input.version, now);
    const submitted = isCompleteApplication(row.status, row.submitted_at);
    if (!canMoveApplication(row.status, input.status, submitted)) {
      const offered = nextApplicationStatuses(row.status, submitted).map((s) => applicationStatusLabel(s, submitted));
      throw validationFailed([
        {
          param: 'status',
          message:
            offered.length === 0
              ? `An application that is ${applicationStatusLabel(row.status, submitted)} cannot move to another status here.`
              : `From ${applicationStatusLabel(row.status, submitted)} the application can move to: ${offered.join(', ')}.`,
        },
      ]);
    }
    await trx.updateTable('applications').set({ status: input.status, updated_at: now }).where('id', '=', id).execute();
    await audit(trx, actor, id, 'status change', [{ field: 'status', before: row.status, after: input.status }]);
  });
}
