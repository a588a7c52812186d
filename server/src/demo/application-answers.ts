import { base, en, en_GB, Faker } from '@faker-js/faker';
import { ACADEMIC_ABILITY_OPTIONS } from '@collegium/domain/application-reference-form';
import {
  isPostgraduateCourse,
  MARITAL_STATUSES,
  needsLeaderReference,
  TIME_AVAILABLE_OPTIONS,
} from '@collegium/domain/application-wizard';
import { DAY_MS } from '@collegium/domain/day-arithmetic';
import * as T from './application-texts.ts';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from './names.ts';
import { SEED_TODAY } from './people.ts';

// The demo applications' wizard answers (eligibility, commitment, declarations) and their
// referees with the answers given (application-details.ts fills the applications in with them).
// One faker for both files, seeded by seedApplicationDetails, so the rest of the demo data stays
// as it was and these draw in the order they always did.

export const f = new Faker({ locale: [en_GB, en, base] });

export type Application = {
  id: number;
  status: string;
  course: string;
  applicant_type: string | null;
  diocese: string | null;
  submitted_at: string | null;
};

export const PARTLY_REVIEWED = ['Under review', 'Application on hold', 'Applicant discontinued'];
export const FRESH = ['Submitted'];

export const days = (iso: string, n: number) =>
  new Date(Math.min(new Date(iso).getTime() + n * DAY_MS, SEED_TODAY.getTime())).toISOString();

export function eligibility() {
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

export function commitment(app: Application) {
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

export function declarations() {
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

export function referenceRows(app: Application, now: string) {
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
