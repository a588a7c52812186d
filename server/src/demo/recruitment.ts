import { fakerEN_GB as faker } from '@faker-js/faker';
import type { ApplicationStatus } from '@collegium/domain/application-statuses';
import { COHORT_GROUPS } from '@collegium/domain/cohorts';
import { LEAD_SOURCES } from '@collegium/domain/entities/leads';
import type { LeadStageName } from '@collegium/domain/lead-stages';
import { PROGRAMME_CODES, type ProgrammeCode } from '@collegium/domain/programme-levels';
import { COURSE_FORM_STUDY_PACES } from '@collegium/domain/study-pace';
import { STUDENT_TYPES } from '@collegium/domain/student-types';
import { insertAll, type Trx } from './batch.ts';
import { addPeople, dateBetween, SEED_TODAY } from './people.ts';
import { DIOCESES, HUBS, type Hub } from './places.ts';

// Demo recruitment: potential students across the stages of spec 4.5, the applications some of
// them made (spec 4.3), and who registered for the college's events.

export const DEMO_LEAD_COUNT = 120;
export const DEMO_APPLICATION_COUNT = 60;

// Most potential students are early in the funnel; a fair number have applied or enrolled.
const STAGE_WEIGHTS: { weight: number; value: LeadStageName }[] = [
  { weight: 5, value: 'Unknown' },
  { weight: 20, value: 'Initial contact made' },
  { weight: 14, value: 'Engaged with HD/PD' },
  { weight: 12, value: 'Interested in future enrolment' },
  { weight: 10, value: 'Interested in current enrolment' },
  { weight: 5, value: 'WTCO follow up' },
  { weight: 16, value: 'Applicant' },
  { weight: 8, value: 'Student' },
  { weight: 2, value: 'MA completed' },
  { weight: 3, value: 'Rejected' },
  { weight: 5, value: 'Not intending to apply' },
  { weight: 5, value: 'Mailing list' },
  { weight: 4, value: 'Not responsive' },
];

const LEAD_NOTES = [
  'Met at the open day; keen on part-time study alongside work.',
  'Curate suggested the college; exploring a vocation to ordained ministry.',
  'Asked about bursaries and the cost of residentials.',
  'Would like to start in September if childcare allows.',
  'Prefers online study; lives some way from a hub.',
  'Follow up after the diocesan discernment weekend.',
];

export interface Lead {
  personId: number;
  stage: LeadStageName;
  hub: Hub;
  programmeInterest: ProgrammeCode | null;
}

export async function seedLeads(trx: Trx, now: string): Promise<Lead[]> {
  const hubs = Array.from({ length: DEMO_LEAD_COUNT }, () => faker.helpers.arrayElement(HUBS));
  const { ids } = await addPeople(trx, DEMO_LEAD_COUNT, now, (i) => ({ hub: hubs[i], minAge: 19, maxAge: 62 }));
  const leads: Lead[] = ids.map((personId, i) => ({
    personId,
    stage: faker.helpers.weightedArrayElement(STAGE_WEIGHTS),
    hub: hubs[i] as Hub,
    programmeInterest:
      faker.helpers.maybe(() => faker.helpers.arrayElement(PROGRAMME_CODES), { probability: 0.8 }) ?? null,
  }));
  await insertAll(
    trx,
    'leads',
    leads.map((lead) => ({
      person_id: lead.personId,
      stage: lead.stage,
      first_source: faker.helpers.maybe(() => faker.helpers.arrayElement(LEAD_SOURCES), { probability: 0.9 }) ?? null,
      first_contact: dateBetween('2023-09-01', '2026-11-15'),
      hub: lead.hub,
      programme_interest: lead.programmeInterest,
      notes: faker.helpers.maybe(() => faker.helpers.arrayElement(LEAD_NOTES), { probability: 0.4 }) ?? null,
      created_at: now,
      updated_at: now,
    })),
  );
  return leads;
}

const APPLICANT_STATUSES: ApplicationStatus[] = [
  'Submitted',
  'Under review',
  'Ready for approval',
  'Approved',
  'Place offered',
  'Place accepted',
  'Did not respond',
];
const OTHER_STATUSES: ApplicationStatus[] = [
  'In progress',
  'In progress',
  'Confirmed',
  'Applicant discontinued',
  'Application on hold',
  'Ready for archive',
  'Declined',
  'Deferred',
  'Rejected',
];

function statusFor(stage: LeadStageName | null): ApplicationStatus {
  if (stage === 'Student') return 'Confirmed';
  if (stage === 'Rejected') return 'Rejected';
  if (stage === 'Applicant') return faker.helpers.arrayElement(APPLICANT_STATUSES);
  return faker.helpers.arrayElement(OTHER_STATUSES);
}

function applicationRow(personId: number, status: ApplicationStatus, course: ProgrammeCode, now: string) {
  const applicantType = faker.helpers.weightedArrayElement(
    STUDENT_TYPES.map((value) => ({ value, weight: value === 'Independent' ? 5 : value === 'Ordinand' ? 4 : 2 })),
  );
  const nlmGroups = COHORT_GROUPS.filter((g) => g.startsWith('NLM'));
  return {
    person_id: personId,
    status,
    course,
    study_pace: faker.helpers.arrayElement(COURSE_FORM_STUDY_PACES),
    applicant_type: applicantType,
    flexi: faker.datatype.boolean(0.15) ? 1 : 0,
    // Ordinands are sent by a diocese; some others name theirs too.
    // The diocese step stores the organisation's name (application-details.ts links the id).
    diocese:
      applicantType === 'Ordinand' || faker.datatype.boolean(0.3)
        ? `Diocese of ${faker.helpers.arrayElement(DIOCESES)}`
        : null,
    cohort_group:
      course === 'NLM' ? faker.helpers.arrayElement(nlmGroups) : applicantType === 'Ordinand' ? 'Candidate' : 'Student',
    submitted_at: status === 'In progress' ? null : dateBetween('2025-10-01', '2026-11-15'),
    created_at: now,
    updated_at: now,
  };
}

/** Applications: the demo applicant's own, the potential students who applied, then others. */
export async function seedApplications(
  trx: Trx,
  now: string,
  leads: readonly Lead[],
  applicantPersonId: number,
): Promise<{ count: number; ordinandPersonIds: number[] }> {
  const rows: ReturnType<typeof applicationRow>[] = [
    {
      ...applicationRow(applicantPersonId, 'In progress', 'BTh', now),
      study_pace: 'PT',
      applicant_type: 'Ordinand',
      diocese: 'Diocese of London',
      cohort_group: 'Candidate',
    },
  ];
  const applied = leads
    .filter((l) => ['Applicant', 'Student', 'Rejected'].includes(l.stage))
    .slice(0, DEMO_APPLICATION_COUNT - 1);
  for (const lead of applied) {
    rows.push(
      applicationRow(
        lead.personId,
        statusFor(lead.stage),
        lead.programmeInterest ?? faker.helpers.arrayElement(PROGRAMME_CODES),
        now,
      ),
    );
  }
  const others = DEMO_APPLICATION_COUNT - rows.length;
  const { ids } = await addPeople(trx, others, now, () => ({ minAge: 20, maxAge: 60 }));
  for (const personId of ids)
    rows.push(applicationRow(personId, statusFor(null), faker.helpers.arrayElement(PROGRAMME_CODES), now));
  await insertAll(trx, 'applications', rows);
  return {
    count: rows.length,
    ordinandPersonIds: rows.filter((r) => r.applicant_type === 'Ordinand').map((r) => r.person_id),
  };
}

const EVENTS = [
  { name: 'Open Day, Durham', date: '2026-03-14', size: 32 },
  { name: 'Taster Evening: Reading the Bible Well, London', date: '2026-05-07', size: 26 },
  { name: 'Summer School 2026', date: '2026-07-20', size: 30 },
  { name: 'Open Day, Birmingham', date: '2026-10-10', size: 36 },
  { name: 'Vocations Day, Manchester', date: '2026-12-05', size: 26 },
] as const;

const REGISTRATION_NOTES = [
  'Vegetarian lunch, please.',
  'Needs step-free access.',
  'Bringing a friend from church.',
  'Will arrive after 11am.',
];

/** Registrations for the college's events, mostly from potential students; returns how many. */
export async function seedRegistrations(
  trx: Trx,
  now: string,
  leadPersonIds: readonly number[],
  otherPersonIds: readonly number[],
): Promise<number> {
  const today = SEED_TODAY.toISOString().slice(0, 10);
  const rows = EVENTS.flatMap((event) => {
    const fromLeads = faker.helpers.arrayElements(leadPersonIds, Math.round(event.size * 0.8));
    const others = faker.helpers.arrayElements(otherPersonIds, event.size - fromLeads.length);
    return [...fromLeads, ...others].map((personId) => ({
      person_id: personId,
      event_name: event.name,
      event_date: event.date,
      attended: event.date < today && faker.datatype.boolean(0.8) ? 1 : 0,
      notes: faker.helpers.maybe(() => faker.helpers.arrayElement(REGISTRATION_NOTES), { probability: 0.15 }) ?? null,
      created_at: now,
      updated_at: now,
    }));
  });
  await insertAll(trx, 'registrations', rows);
  return rows.length;
}
