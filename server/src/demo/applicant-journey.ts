import { upcomingIntakes } from '@collegium/domain/intakes';
import { readIntakes } from '../modules/intakes/intakes-repository.ts';
import { insertAccount } from '../modules/users/insert-account.ts';
import { seedApplicationDetails } from './application-details.ts';
import type { Trx } from './batch.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { insertPeople } from './people.ts';

// The demo applicant (applicant@demo.college, README) part-way through the application wizard
// (issue 6): course, personal details and eligibility done; the commitment questions next. Runs
// after the intakes and organisations are seeded, on the In progress application recruitment.ts
// gave them.

export async function seedApplicantJourney(trx: Trx, now: string, applicantPersonId: number): Promise<void> {
  const own = await trx
    .selectFrom('applications')
    .select('id')
    .where('person_id', '=', applicantPersonId)
    .executeTakeFirst();
  // Everyone else's applications: intakes, answers, references and reviews (application-details.ts).
  await seedApplicationDetails(trx, now, own?.id ?? null);
  await seedFlexiCoordinator(trx, now);
  const application = await trx
    .selectFrom('applications')
    .select(['id', 'course'])
    .where('person_id', '=', applicantPersonId)
    .where('status', '=', 'In progress')
    .executeTakeFirst();
  if (!application) return;
  const course = application.course || 'BTh';
  // The first intake not before today that starts the course; without one the course step stays open.
  const intake =
    Object.entries(upcomingIntakes(await readIntakes(trx), now)).find(([, programmes]) =>
      programmes.includes(course),
    )?.[0] ?? null;
  const diocese = await trx
    .selectFrom('organisations')
    .select(['id', 'name'])
    .where('type', '=', 'Diocese')
    .where('name', '=', 'Diocese of London')
    .executeTakeFirst();

  await trx
    .updateTable('people')
    .set({
      title: 'Ms',
      date_of_birth: '1988-04-23',
      phone: '07700 900461',
      address1: '14 Canonbury Grove',
      address2: null,
      city: 'London',
      county: null,
      post_code: 'N1 2HR',
      updated_at: now,
    })
    .where('id', '=', applicantPersonId)
    .execute();

  const eligibility = {
    britishCitizen: true,
    nationality: '',
    immigrationStatus: '',
    visaDetails: '',
    englishFirstLanguage: true,
    englishQualification: '',
    highestQualification: 'BA English Literature, University of York',
  };
  await trx
    .updateTable('applications')
    .set({
      course,
      study_pace: 'PT',
      applicant_type: 'Ordinand',
      flexi: 0,
      intake,
      diocese: diocese?.name ?? null,
      diocese_id: diocese?.id ?? null,
      cohort_group: 'Candidate',
      eligibility: JSON.stringify(eligibility),
      completed_steps: JSON.stringify(intake ? ['course', 'personal', 'eligibility'] : ['personal', 'eligibility']),
      updated_at: now,
    })
    .where('id', '=', application.id)
    .execute();
}

/**
 * The flexible-study coordinator's demo sign-in (README), with fixed details; the password is the
 * other demo accounts' (their hash is reused, so seeding stays fast).
 */
async function seedFlexiCoordinator(trx: Trx, now: string): Promise<void> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'Flexible study coordinator');
  const role = await trx
    .selectFrom('roles')
    .select('id')
    .where('name', '=', account?.role ?? '')
    .executeTakeFirst();
  const admin = await trx
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'admin@demo.college')
    .executeTakeFirst();
  if (!account || !role || !admin) return;
  const [personId] = await insertPeople(
    trx,
    [
      {
        title: 'Mrs',
        first_name: account.firstName,
        last_name: account.lastName,
        preferred_name: null,
        email: account.email,
        phone: '020 7946 0718',
        address1: '3 Amen Court',
        address2: null,
        city: 'London',
        county: null,
        post_code: 'EC4M 7BU',
        date_of_birth: '1976-02-11',
        picture_url: null,
      },
    ],
    now,
  );
  await insertAccount(trx, {
    personId: personId as number,
    email: account.email,
    passwordHash: admin.password_hash,
    roleId: role.id,
  });
}
