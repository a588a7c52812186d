import { fakerEN_GB as faker } from '@faker-js/faker';
import { intentionsStatus } from '@collegium/domain/intentions';
import { PROGRAMME_CODES } from '@collegium/domain/programme-levels';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertAccount } from '../modules/users/insert-account.ts';
import { seedAcademicRecords } from './academic-records.ts';
import { insertAll, type Trx } from './batch.ts';
import { DEMO_PASSWORD, FIRST_DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedFaculty } from './faculty.ts';
import { seedModules } from './modules.ts';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from './names.ts';
import { seedOrganisations } from './organisations.ts';
import { seedAvatars } from './photos.ts';
import { insertPeople, makePerson, resetEmails } from './people.ts';
import { HUBS, PATHWAYS } from './places.ts';
import { seedApplications, seedLeads, seedRegistrations } from './recruitment.ts';
import { seedApplicantJourney } from './applicant-journey.ts';
import { seedPortalPages } from './portal-pages.ts';
import { seedPortalForms } from './portal-forms.ts';
import { seedLeadHistory } from './lead-history.ts';
import { seedFolderRequests } from './folder-requests.ts';
import { seedFinance } from './finance.ts';
import { seedHesaData } from './demo-hesa.ts';
import { seedHesaDetails } from './demo-hesa-details.ts';
import { DEMO_ROLES } from './roles.ts';
import { studentProfile } from './student-profile.ts';
import { seedAlumni, seedConsents, seedDonors } from './supporters.ts';
import { seedGifts, seedLeadIntakes } from './giving.ts';
import { seedResidentialRegisters } from './residential-registers.ts';
import { alumniFromCompletions } from '../modules/alumni/alumni-from-completion.ts';

// Believable demo data, the same on every machine (fixed faker seed, en_GB), written once into an
// empty database in one transaction: the demo sign-ins, students, faculty, modules, organisations,
// potential students, applications, event registrations, alumni, donors and consents.

// Mostly current students, as in a real college; the rest spread over the other statuses.
const STATUSES = [
  ...Array<string>(14).fill('Current'),
  'Starting',
  'Starting',
  'Completed',
  'Completed',
  'IoS',
  'Withdrawn',
  'Deferred',
  'Did not start',
  'Resi only',
  'Transferred',
  'Terminated',
];
export const DEMO_STUDENT_COUNT = 160;
const FIRST_PARTNER_ID = 2_400_101;

const FEMALE_DEMO_NAMES = new Set(['Rachel', 'Fiona', 'Hannah']);

/** Statuses whose students have portal accounts; former students' accounts are closed. */
const WITH_ACCOUNTS = ['Current', 'Starting', 'IoS'];

export async function hasAnyUser(db: Db): Promise<boolean> {
  const row = await db.kysely.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The demo sign-ins (README) and the demo student's record. */
async function seedAccounts(trx: Trx, now: string, roleIds: Map<string, number>, passwordHash: string) {
  const people = FIRST_DEMO_ACCOUNTS.map((a) =>
    makePerson({
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      hub: 'London',
      preferredName: null,
      sex: FEMALE_DEMO_NAMES.has(a.firstName) ? 'female' : 'male',
    }),
  );
  const personIds = await insertPeople(trx, people, now);
  const byRole = new Map<string, number>();
  for (const [i, account] of FIRST_DEMO_ACCOUNTS.entries()) {
    const personId = personIds[i] as number;
    byRole.set(account.role, personId);
    await insertAccount(trx, {
      personId,
      email: account.email,
      passwordHash,
      roleId: roleIds.get(account.role) as number,
      hub: account.role === 'Tutor' ? 'London' : null,
    });
    // No accounting connection is made up here (issue 14): a connection is a real sign-in to the
    // provider, made by finance on Finance > Validation; until then documents wait in the outbox.
    // The draw the made-up token took stays, so the seeded demo data after it is unchanged.
    if (account.role === 'Finance') faker.string.alphanumeric(40);
  }
  const student = byRole.get('Student') as number;
  await trx
    .insertInto('students')
    .values({
      person_id: student,
      partner_id: FIRST_PARTNER_ID,
      hub: 'London',
      programme_code: 'BTh',
      pathway: 'Ordination',
      status: 'Current',
      level: '5',
      cohort: '5',
      pace: 'PT',
      student_type: 'Ordinand',
      cohort_group: 'Candidate',
      exit_award: null,
      intentions: intentionsStatus({ status: 'Current', level: '5', programme: 'BTh' }),
      auditing: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { tutor: byRole.get('Tutor') as number, applicant: byRole.get('Applicant') as number, student };
}

async function seedStudents(trx: Trx, now: string, studentRole: number) {
  const people = Array.from({ length: DEMO_STUDENT_COUNT }, (_, i) => {
    const sex = faker.person.sexType();
    const firstName = faker.helpers.arrayElement(sex === 'female' ? FEMALE_NAMES : MALE_NAMES);
    const lastName = faker.helpers.arrayElement(SURNAMES);
    const email = `${firstName}.${lastName}.${i + 1}@students.demo.college`.toLowerCase().replace(/[^a-z0-9.@-]/g, '');
    const hub = faker.helpers.arrayElement(HUBS);
    return { hub, person: makePerson({ firstName, lastName, email, sex, hub, minAge: 19, maxAge: 66 }) };
  });
  const personIds = await insertPeople(
    trx,
    people.map((p) => p.person),
    now,
  );
  const rows = people.map(({ hub }, i) => {
    const status = faker.helpers.arrayElement(STATUSES);
    const programme = faker.helpers.arrayElement(PROGRAMME_CODES);
    const pathway = programme === 'NLM' ? null : faker.helpers.arrayElement(PATHWAYS);
    return {
      person_id: personIds[i] as number,
      partner_id: FIRST_PARTNER_ID + 1 + i,
      hub,
      programme_code: programme,
      pathway,
      status,
      ...studentProfile(programme, status, pathway),
      created_at: now,
      updated_at: now,
    };
  });
  await insertAll(trx, 'students', rows);
  for (const [i, row] of rows.entries()) {
    const email = people[i]?.person.email;
    if (!WITH_ACCOUNTS.includes(row.status) || !email) continue;
    await insertAccount(trx, { personId: row.person_id, email, passwordHash: null, roleId: studentRole });
  }
  return personIds;
}

export interface SeedOptions {
  /** FILES_DIR: where the students' demo photos are stored; without it no photos are made. */
  filesDir?: string;
}

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<{ users: number; students: number }> {
  faker.seed(20261122);
  resetEmails();
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.kysely.transaction().execute(async (trx) => {
    const roleIds = new Map<string, number>();
    const roles = await insertAll(
      trx,
      'roles',
      DEMO_ROLES.map((role) => ({ ...role, created_at: now, updated_at: now })),
    );
    DEMO_ROLES.forEach((role, i) => roleIds.set(role.name, roles[i] as number));

    const demo = await seedAccounts(trx, now, roleIds, passwordHash);
    const studentIds = await seedStudents(trx, now, roleIds.get('Student') as number);
    // Issue 17: the demo's Completed students are alumni, as the live completion makes them.
    await alumniFromCompletions(trx, { actorUserId: null }, {}, now);
    await seedOrganisations(trx, now);
    await seedModules(trx, now);
    await seedFaculty(trx, now, demo.tutor, roleIds);
    const leads = await seedLeads(trx, now);
    const applications = await seedApplications(trx, now, leads, demo.applicant);
    const alumni = await seedAlumni(trx, now);
    await seedDonors(trx, now, alumni);
    await seedRegistrations(
      trx,
      now,
      leads.map((l) => l.personId),
      [...alumni.map((a) => a.personId), ...studentIds],
    );
    const archived = ['Rejected', 'Not intending to apply', 'Not responsive', 'MA completed'];
    await seedConsents(trx, now, {
      leads: leads.filter((l) => !archived.includes(l.stage)).map((l) => l.personId),
      alumni,
      students: [demo.student, ...studentIds],
      ordinands: applications.ordinandPersonIds,
    });
    // Last, so the records above stay as they were; rewrites each students row from its engagement.
    await seedAcademicRecords(trx, { now, tutorPersonId: demo.tutor, studentPersonId: demo.student });
    // The demo applicant part-way through the application wizard (needs the intakes above).
    await seedApplicantJourney(trx, now, demo.applicant);
    await seedPortalPages(trx, now);
    // Fees, invoices, payments and bursaries of this year's students (needs their sessions).
    await seedFinance(trx, now, demo.student);
    // Issue 5: this year's and last year's HESA answers of most current students (not the demo student).
    await seedHesaData(trx, now, demo.student);
    await seedHesaDetails(trx, now, demo.student);
    // Issue 5: what current students entered in the portal (not the demo student; no faker, so nothing above moves).
    await seedPortalForms(trx, now, demo.student);
    // Requests for a copy of the student file, for the registry's Folder requests screen.
    await seedFolderRequests(trx, now, demo.student);
    // Issue 17: each potential student's first stage, and calls with next actions (no faker).
    await seedLeadHistory(trx, now);
    // Issue 20: this year's residential registers (no faker).
    await seedResidentialRegisters(trx, now);
    // Issue 17, last of all so every record above stays as it was: the donors' gifts and the
    // potential students' intakes of interest (they draw on the shared faker sequence).
    await seedGifts(trx, now);
    await seedLeadIntakes(trx);

    if (options.filesDir) await seedAvatars(trx, options.filesDir, now);

    const users = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { users: Number(users.n), students: DEMO_STUDENT_COUNT + 1 };
  });
}
