import { base, en, en_GB, Faker } from '@faker-js/faker';
import { ACADEMIC_ABILITY_OPTIONS } from '@collegium/domain/application-reference-form';
import {
  DATA_STEP_KEYS,
  isPostgraduateCourse,
  MARITAL_STATUSES,
  needsLeaderReference,
  TIME_AVAILABLE_OPTIONS,
} from '@collegium/domain/application-wizard';
import type { IntakesMap } from '@collegium/domain/intakes';
import { DAY_MS } from '@collegium/domain/day-arithmetic';
import { quickAccept } from '@collegium/domain/quick-accept';
import { type ReviewSection, SECTION_REVIEW_STATUSES } from '@collegium/domain/section-review-statuses';
import { readIntakes } from '../modules/intakes/intakes-repository.ts';
import * as T from './application-texts.ts';
import { insertAll, type Trx } from './batch.ts';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from './names.ts';
import { SEED_TODAY } from './people.ts';

// The demo applications beyond the demo applicant's (issue 6): an intake for each; for those past
// In progress every wizard answer (eligibility, commitment, declarations), the referees with
// their answers as far as the status suggests, and section reviews that agree with the status
// (none on a fresh submission, some under review, all accepted from Ready for approval on, one
// refusal on a rejection). Its own faker, so the rest of the demo data stays as it was.

const f = new Faker({ locale: [en_GB, en, base] });

type Application = {
  id: number;
  status: string;
  course: string;
  applicant_type: string | null;
  diocese: string | null;
  submitted_at: string | null;
};

const PARTLY_REVIEWED = ['Under review', 'Application on hold', 'Applicant discontinued'];
const FRESH = ['Submitted'];
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

const days = (iso: string, n: number) =>
  new Date(Math.min(new Date(iso).getTime() + n * DAY_MS, SEED_TODAY.getTime())).toISOString();

/** The first intake of the course on or after `from`, else its last one. */
function intakeFor(intakes: IntakesMap, course: string, from: string): string | null {
  const dates = Object.keys(intakes)
    .filter((d) => intakes[d]?.includes(course))
    .sort();
  return dates.find((d) => d >= from.slice(0, 10)) ?? dates.at(-1) ?? null;
}

function eligibility() {
  if (f.datatype.boolean(0.85)) {
    return {
      britishCitizen: true,
      nationality: '',
      immigrationStatus: '',
      visaDetails: '',
      englishFirstLanguage: true,
      englishQualification: '',
      highestQualification: f.helpers.arrayElement(T.QUALIFICATIONS),
    };
  }
  const other = f.helpers.arrayElement(T.NON_UK);
  return {
    britishCitizen: false,
    nationality: other.nationality,
    immigrationStatus: other.status,
    visaDetails: other.visa,
    englishFirstLanguage: other.english,
    englishQualification: other.english ? '' : f.helpers.arrayElement(T.ENGLISH_QUALIFICATIONS),
    highestQualification: f.helpers.arrayElement(T.QUALIFICATIONS),
  };
}

function commitment(app: Application) {
  const ordinand = app.applicant_type === 'Ordinand';
  const bap = ordinand
    ? f.helpers.weightedArrayElement([
        { weight: 5, value: 'Recommended' },
        { weight: 2, value: 'Booked' },
        { weight: 1, value: 'Not yet booked' },
      ] as const)
    : 'Not applicable';
  const pioneerPanel = ordinand && f.datatype.boolean(0.1);
  const maritalStatus = f.helpers.weightedArrayElement(
    MARITAL_STATUSES.map((value) => ({ value, weight: value === 'Married' ? 6 : value === 'Single' ? 5 : 1 })),
  );
  const residentialAttendance = f.datatype.boolean(0.85);
  const ministry = app.applicant_type !== 'Independent' || app.course === 'NLM';
  return {
    ddo: ordinand ? clergy() : '',
    bap,
    pioneerPanel,
    panelDate:
      bap === 'Booked' || pioneerPanel
        ? f.date.between({ from: '2026-12-01', to: '2027-05-31' }).toISOString().slice(0, 10)
        : '',
    maritalStatus,
    otherMaritalStatus: maritalStatus === 'Other' ? 'Engaged, marrying next summer' : '',
    children: maritalStatus === 'Married' ? f.number.int({ min: 0, max: 3 }) : 0,
    placement: ministry ? f.helpers.arrayElement(T.PLACEMENTS) : '',
    supervisor: ministry ? clergy() : '',
    residentialAttendance,
    timeAvailable: f.helpers.arrayElement(TIME_AVAILABLE_OPTIONS),
    computerAccess: f.datatype.boolean(0.97),
    concerns: f.datatype.boolean(0.3) ? f.helpers.arrayElement(T.CONCERNS) : '',
    attendanceQuery: residentialAttendance ? '' : f.helpers.arrayElement(T.ATTENDANCE_QUERIES),
  };
}

function declarations() {
  const convictions = f.datatype.boolean(0.05);
  const learningSupport = f.datatype.boolean(0.15);
  return {
    convictions,
    convictionDetails: convictions ? 'A caution for a driving offence in 2011; nothing since.' : '',
    learningSupport,
    learningSupportDetails: learningSupport
      ? 'I have dyslexia; extra time in examinations and coloured overlays help me.'
      : '',
    truthful: true,
    dataProtection: true,
  };
}

/** A British name with a title that fits it. */
function fullName(titles: readonly string[] = ['Revd', 'Dr', 'Revd Canon']): {
  title: string;
  first: string;
  last: string;
} {
  const female = f.datatype.boolean();
  const first = f.helpers.arrayElement(female ? FEMALE_NAMES : MALE_NAMES);
  const last = f.helpers.arrayElement(SURNAMES);
  const title = f.datatype.boolean(0.5)
    ? f.helpers.arrayElement(titles)
    : female
      ? f.helpers.arrayElement(['Mrs', 'Ms', 'Miss'])
      : 'Mr';
  return { title, first, last };
}

const clergy = () => {
  const n = fullName(T.SUPERVISOR_TITLES);
  return `${f.helpers.arrayElement(T.SUPERVISOR_TITLES)} ${n.first} ${n.last}`;
};

function referee() {
  const { title, first, last } = fullName();
  const host = f.helpers.arrayElement(['parish', 'mail', 'church', 'work']);
  return {
    name: `${title} ${first} ${last}`,
    email: `${first}.${last}@${host}.example.org`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
  };
}

function referenceRows(app: Application, now: string) {
  const submitted = app.submitted_at as string;
  const received = FRESH.includes(app.status) ? 0.3 : PARTLY_REVIEWED.includes(app.status) ? 0.75 : 1;
  const postgraduate = isPostgraduateCourse(app.course);
  const who = [
    { kind: 'referee', position: 0 },
    { kind: 'referee', position: 1 },
    ...(needsLeaderReference(app.course) ? [{ kind: 'leader', position: 0 }] : []),
  ];
  return who.map(({ kind, position }) => {
    const person = referee();
    const answered = f.datatype.boolean(received);
    // A link still awaited is a live one: sent again lately when the first has run out.
    const lapsed = !answered && new Date(submitted).getTime() + 28 * DAY_MS < SEED_TODAY.getTime();
    const requestedAt = lapsed
      ? new Date(SEED_TODAY.getTime() - f.number.int({ min: 1, max: 14 }) * DAY_MS).toISOString()
      : days(submitted, 0);
    return {
      application_id: app.id,
      kind,
      position,
      referee_name: person.name,
      referee_email: person.email,
      status: answered ? 'Received' : 'Requested',
      token_hash: null,
      token_expires_at: answered ? null : new Date(new Date(requestedAt).getTime() + 28 * DAY_MS).toISOString(),
      requested_at: requestedAt,
      received_at: answered ? days(submitted, f.number.int({ min: 3, max: 21 })) : null,
      relationship_applicant: answered
        ? kind === 'leader'
          ? T.RELATIONSHIPS[0]
          : f.helpers.arrayElement(T.RELATIONSHIPS.slice(1))
        : null,
      time_known: answered ? f.helpers.arrayElement(T.TIMES_KNOWN) : null,
      academic_ability: answered
        ? f.helpers.weightedArrayElement(
            ACADEMIC_ABILITY_OPTIONS.map((value, i) => ({ value, weight: [4, 5, 2, 0.3, 1][i] ?? 1 })),
          )
        : null,
      interaction_ability: answered ? f.helpers.arrayElement(T.INTERACTIONS) : null,
      suitability_postgraduate: answered
        ? postgraduate
          ? f.helpers.arrayElement(T.POSTGRADUATE_READINESS)
          : ''
        : null,
      comments: answered ? f.helpers.arrayElement(T.REFERENCE_COMMENTS) : null,
      created_at: now,
      updated_at: now,
    };
  });
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
