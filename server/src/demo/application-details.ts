import { DATA_STEP_KEYS } from '@collegium/domain/application-wizard';
import type { IntakesMap } from '@collegium/domain/intakes';
import { DAY_MS } from '@collegium/domain/day-arithmetic';
import { quickAccept } from '@collegium/domain/quick-accept';
import { type ReviewSection, SECTION_REVIEW_STATUSES } from '@collegium/domain/section-review-statuses';
import { readIntakes } from '../modules/intakes/intakes-repository.ts';
import {
  type Application,
  commitment,
  days,
  declarations,
  eligibility,
  f,
  FRESH,
  PARTLY_REVIEWED,
  referenceRows,
} from './application-answers.ts';
import * as T from './application-texts.ts';
import { insertAll, type Trx } from './batch.ts';
import { SEED_TODAY } from './people.ts';

// The demo applications beyond the demo applicant's (issue 6): an intake for each; for those past
// In progress every wizard answer (eligibility, commitment, declarations), the referees with
// their answers as far as the status suggests, and section reviews that agree with the status
// (none on a fresh submission, some under review, all accepted from Ready for approval on, one
// refusal on a rejection). Its own faker (application-answers.ts), so the rest of the demo data
// stays as it was.

/** The sections a reviewer looks at first. */
const EARLY_SECTIONS: ReviewSection[] = [
  'eligibility',
  'qualifications',
  'languageAbility',
  'references',
  'leaderReferences',
  'finances',
  'attendance',
];
const CARE_SECTIONS: ReviewSection[] = ['disabilities', 'learningSupport', 'neurodiversity', 'healthDisability'];

/** The first intake of the course on or after `from`, else its last one. */
function intakeFor(intakes: IntakesMap, course: string, from: string): string | null {
  const dates = Object.keys(intakes)
    .filter((d) => intakes[d]?.includes(course))
    .sort();
  return dates.find((d) => d >= from.slice(0, 10)) ?? dates.at(-1) ?? null;
}

/** Each section's status for an application of this status; absent sections are not yet reviewed. */
function reviewStatuses(status: string, supportNeeds: boolean): Partial<Record<ReviewSection, string>> {
  if (status === 'In progress' || FRESH.includes(status)) return {};
  const accepted = quickAccept() as Record<ReviewSection, string>;
  for (const section of CARE_SECTIONS)
    accepted[section] = supportNeeds && section !== 'healthDisability' ? 'Acknowledged' : 'Not applicable';
  if (PARTLY_REVIEWED.includes(status) || status === 'Rejected') {
    const done = f.helpers.arrayElements(EARLY_SECTIONS, { min: 3, max: 6 });
    const partial: Partial<Record<ReviewSection, string>> = Object.fromEntries(
      done.map((s) => [s, s === 'references' ? 'Received' : accepted[s]]),
    );
    if (status === 'Application on hold') partial.eligibility = 'Additional information needed';
    if (status === 'Rejected') partial.qualifications = 'Insufficient qualifications';
    return partial;
  }
  return accepted;
}

function notesFor(section: string, status: string): string | null {
  if (status === 'Additional information needed') return 'Asked the applicant for more detail.';
  if (status === 'Insufficient qualifications') return 'No level 3 qualification; suggested the Certificate first.';
  const notes = T.REVIEW_NOTES[section];
  return notes && f.datatype.boolean(0.4) ? f.helpers.arrayElement(notes) : null;
}

/** Fills in every demo application but `skipId` (the demo applicant's, seeded step by step). */
export async function seedApplicationDetails(trx: Trx, now: string, skipId: number | null): Promise<void> {
  f.seed(20261122);
  const intakes = await readIntakes(trx);
  const dioceses = new Map(
    (await trx.selectFrom('organisations').select(['id', 'name']).where('type', '=', 'Diocese').execute()).map((d) => [
      d.name,
      d.id,
    ]),
  );
  const reviewer = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'registry@demo.college')
    .executeTakeFirst();
  const applications: Application[] = await trx
    .selectFrom('applications')
    .select(['id', 'status', 'course', 'applicant_type', 'diocese', 'submitted_at'])
    .where('id', '!=', skipId ?? 0)
    .orderBy('id')
    .execute();
  const references: ReturnType<typeof referenceRows> = [];
  const reviews: {
    application_id: number;
    section: string;
    status: string;
    notes: string | null;
    updated_at: string;
    updated_by_user_id: number | null;
  }[] = [];
  for (const app of applications) {
    const started = app.status === 'In progress';
    // A fresh submission is weeks old, one under review a few months; the rest keep their dates.
    const recent = FRESH.includes(app.status) ? [2, 40] : app.status === 'Under review' ? [20, 90] : null;
    if (recent && app.submitted_at)
      app.submitted_at = new Date(
        SEED_TODAY.getTime() - f.number.int({ min: recent[0] as number, max: recent[1] as number }) * DAY_MS,
      ).toISOString();
    // Started before it was submitted (a timeline reads the start before the submission).
    const startedAt = new Date(
      (app.submitted_at ? new Date(app.submitted_at).getTime() : SEED_TODAY.getTime()) -
        f.number.int({ min: 1, max: 21 }) * DAY_MS,
    ).toISOString();
    const intake = intakeFor(intakes, app.course, app.submitted_at ?? SEED_TODAY.toISOString());
    const answers = {
      eligibility: eligibility(),
      commitment: started ? null : commitment(app),
      declarations: started ? null : declarations(),
    };
    const saved = started
      ? ['course', 'personal', 'eligibility'].filter((s) => s !== 'course' || intake)
      : DATA_STEP_KEYS;
    await trx
      .updateTable('applications')
      .set({
        intake,
        created_at: startedAt,
        submitted_at: app.submitted_at,
        diocese_id: app.diocese ? (dioceses.get(app.diocese) ?? null) : null,
        eligibility: JSON.stringify(answers.eligibility),
        commitment: answers.commitment && JSON.stringify(answers.commitment),
        declarations: answers.declarations && JSON.stringify(answers.declarations),
        completed_steps: JSON.stringify(saved),
      })
      .where('id', '=', app.id)
      .execute();
    if (started || !app.submitted_at) continue;
    references.push(...referenceRows(app, now));
    const reviewed = reviewStatuses(app.status, answers.declarations?.learningSupport ?? false);
    for (const [section, status] of Object.entries(reviewed)) {
      if (!(SECTION_REVIEW_STATUSES[section as ReviewSection] as readonly string[]).includes(status)) continue;
      reviews.push({
        application_id: app.id,
        section,
        status,
        notes: notesFor(section, status),
        updated_at: days(app.submitted_at, f.number.int({ min: 7, max: 40 })),
        updated_by_user_id: reviewer?.id ?? null,
      });
    }
  }
  await insertAll(trx, 'application_references', references);
  await insertAll(trx, 'application_section_reviews', reviews);
}
