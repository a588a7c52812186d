import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';

// Test helpers for the applicant journey: register through the real calls, read the link the
// mail would carry from the outbox row the call wrote, and fill in every wizard step.

let sequence = 0;

export const GOOD_PASSWORD = 'lantern orchard paper';

/** The link placeholder `key` of the newest outbox mail of `template` to `to`. */
export async function outboxLink(db: Db, to: string, template: string, key: string): Promise<string> {
  const row = await db.kysely
    .selectFrom('outbox')
    .select(['data'])
    .where('to_email', '=', to)
    .where('template_key', '=', template)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return (JSON.parse(row.data) as Record<string, string>)[key] as string;
}

/** The token at the end of a link. */
export const tokenOf = (link: string) => link.split('/').pop() as string;

export function sessionCookie(res: { cookies: { name: string; value: string }[] }): string {
  const cookie = res.cookies.find((c) => c.name === 'collegium_session');
  if (!cookie) throw new Error('no session cookie');
  return `collegium_session=${cookie.value}`;
}

/** Registers, confirms through the mailed link and returns the signed-in applicant. */
export async function registerApplicant(
  app: FastifyInstance,
  db: Db,
  overrides: { email?: string; firstName?: string } = {},
) {
  sequence++;
  const email = overrides.email ?? `applicant${sequence}-${Date.now()}@example.org`;
  const reg = await app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: {
      firstName: overrides.firstName ?? `Ada${sequence}`,
      lastName: 'Lovelace',
      email,
      password: GOOD_PASSWORD,
    },
  });
  if (reg.statusCode !== 202) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const token = tokenOf(await outboxLink(db, email, 'email-confirmation', 'confirmationLink'));
  const confirmed = await app.inject({ method: 'POST', url: `/auth/confirm/${token}` });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.statusCode} ${confirmed.body}`);
  return { email, cookie: sessionCookie(confirmed), userId: (confirmed.json() as { id: number }).id };
}

export function nextSeptember(): string {
  return `${new Date().getUTCFullYear() + 1}-09-01`;
}

/** An intake (spec 3) and a diocese for the wizard to offer. */
export async function seedChoices(db: Db) {
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('intakes')
    .values({ starts_on: nextSeptember(), programmes: 'BTh MA CertHE', created_at: now, updated_at: now })
    .execute();
  await db.kysely
    .insertInto('intakes')
    .values({ starts_on: '2020-09-01', programmes: 'BTh MA', created_at: now, updated_at: now })
    .execute();
  await db.kysely.deleteFrom('programmes').where('code', '=', 'BTh').execute();
  await db.kysely
    .insertInto('programmes')
    .values({
      code: 'BTh',
      title: 'Bachelor of Theology',
      award: 'Bth',
      levels: '4 5 6',
      credits: 360,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.kysely
    .insertInto('organisations')
    .values({
      name: 'Diocese of Durham',
      type: 'Diocese',
      status: 'Partner',
      email: 'office@durham.example.org',
      phone: null,
      website: null,
      address1: null,
      address2: null,
      city: 'Durham',
      county: null,
      post_code: null,
      notes: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export const STEP_ANSWERS = {
  course: () => ({ applicantType: 'Ordinand', flexi: false, studyPace: 'PT', course: 'BTh', intake: nextSeptember() }),
  personal: () => ({
    title: 'Ms',
    firstName: 'Ada',
    lastName: 'Lovelace',
    preferredName: '',
    dateOfBirth: '1990-12-10',
    phone: '07700 900123',
    address1: '1 Palace Green',
    address2: '',
    city: 'Durham',
    county: '',
    postCode: 'dh1 3rl',
  }),
  eligibility: () => ({
    britishCitizen: true,
    nationality: '',
    immigrationStatus: '',
    visaDetails: '',
    englishFirstLanguage: true,
    englishQualification: '',
    highestQualification: 'BA Mathematics',
  }),
  commitment: () => ({
    ddo: 'Revd Canon Jane Doe',
    bap: 'Recommended',
    pioneerPanel: false,
    panelDate: '',
    maritalStatus: 'Married',
    otherMaritalStatus: '',
    children: 2,
    placement: 'St Oswald, Durham',
    supervisor: 'Revd Tom Hill',
    residentialAttendance: true,
    timeAvailable: '16 to 20 hours a week',
    computerAccess: true,
    concerns: '',
    attendanceQuery: '',
  }),
  diocese: () => ({ diocese: 'Diocese of Durham', cohortGroup: 'Candidate' }),
  references: () => ({
    referees: [
      { name: 'Dr Mary Somerville', email: 'mary@example.org' },
      { name: 'Charles Babbage', email: 'charles@example.org' },
    ],
    leader: { name: 'Revd Ada Vicar', email: 'vicar@example.org' },
  }),
  evidence: () => ({}),
  declarations: () => ({
    convictions: false,
    convictionDetails: '',
    learningSupport: false,
    learningSupportDetails: '',
    truthful: true,
    dataProtection: true,
  }),
} as const;

export async function saveStep(
  app: FastifyInstance,
  cookie: string,
  step: keyof typeof STEP_ANSWERS,
  payload: unknown = STEP_ANSWERS[step](),
) {
  return app.inject({
    method: 'PUT',
    url: `/api/applicant/application/steps/${step}`,
    headers: { cookie },
    payload: payload as object,
  });
}

export async function completeEveryStep(app: FastifyInstance, cookie: string) {
  for (const step of Object.keys(STEP_ANSWERS) as (keyof typeof STEP_ANSWERS)[]) {
    const res = await saveStep(app, cookie, step);
    if (res.statusCode !== 200) throw new Error(`step ${step}: ${res.statusCode} ${res.body}`);
  }
}
