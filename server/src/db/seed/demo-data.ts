import { fakerEN_GB as faker } from '@faker-js/faker';
import type { Transaction } from 'kysely';
import type { Db } from '../database.ts';
import type { Database } from '../schema.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { insertAccount } from '../../modules/users/insert-account.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_ROLES } from './roles.ts';

// Believable demo data, the same on every machine (fixed faker seed, en_GB), written once into an
// empty database in one transaction.

const HUBS = ['London', 'Birmingham', 'Manchester', 'Bristol', 'Durham', 'Online'];
const PROGRAMMES = ['CertHE', 'DipHE', 'BTh', 'GradCert', 'GradDip', 'MA', 'PGCert', 'PGDip', 'NLM'];
const PATHWAYS = ['Ordination', 'Youth and Children', 'Pioneer Ministry', 'Theology', null];
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

async function insertPerson(trx: Transaction<Database>, person: { firstName: string; lastName: string; email: string }, now: string) {
  const row = await trx
    .insertInto('people')
    .values({
      title: faker.helpers.arrayElement(['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Revd', null]),
      first_name: person.firstName,
      last_name: person.lastName,
      preferred_name: null,
      email: person.email,
      phone: faker.phone.number({ style: 'national' }),
      address1: faker.location.streetAddress(),
      address2: null,
      city: faker.location.city(),
      county: faker.location.county(),
      post_code: faker.location.zipCode(),
      date_of_birth: faker.date.birthdate({ min: 20, max: 70, mode: 'age' }).toISOString().slice(0, 10),
      picture_url: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function hasAnyUser(db: Db): Promise<boolean> {
  const row = await db.kysely.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function seedDemoData(db: Db): Promise<{ users: number; students: number }> {
  faker.seed(20261122);
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.kysely.transaction().execute(async (trx) => {
    const roleIds = new Map<string, number>();
    for (const role of DEMO_ROLES) {
      const row = await trx
        .insertInto('roles')
        .values({ ...role, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleIds.set(role.name, row.id);
    }

    let partnerId = FIRST_PARTNER_ID;
    let students = 0;
    for (const account of DEMO_ACCOUNTS) {
      const personId = await insertPerson(trx, account, now);
      const userId = await insertAccount(trx, {
        personId,
        email: account.email,
        passwordHash,
        roleId: roleIds.get(account.role) as number,
        hub: account.role === 'Tutor' ? 'London' : null,
      });
      if (account.role === 'Student') {
        await trx
          .insertInto('students')
          .values({
            person_id: personId,
            partner_id: partnerId++,
            hub: 'London',
            programme_code: 'BTh',
            pathway: 'Ordination',
            status: 'Current',
            created_at: now,
            updated_at: now,
          })
          .execute();
        students++;
      }
      if (account.role === 'Finance') {
        // The finance officer's connection to the accounting provider (only its name is shown).
        await trx
          .insertInto('user_tokens')
          .values({ user_id: userId, name: 'accounting', secret: faker.string.alphanumeric(40), created_at: now, expires_at: null })
          .execute();
      }
    }

    const studentRole = roleIds.get('Student') as number;
    for (let i = 0; i < DEMO_STUDENT_COUNT; i++) {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      const email = `${firstName}.${lastName}.${i + 1}@students.demo.college`.toLowerCase().replace(/[^a-z0-9.@-]/g, '');
      const personId = await insertPerson(trx, { firstName, lastName, email }, now);
      const status = faker.helpers.arrayElement(STATUSES);
      await trx
        .insertInto('students')
        .values({
          person_id: personId,
          partner_id: partnerId++,
          hub: faker.helpers.arrayElement(HUBS),
          programme_code: faker.helpers.arrayElement(PROGRAMMES),
          pathway: faker.helpers.arrayElement(PATHWAYS),
          status,
          created_at: now,
          updated_at: now,
        })
        .execute();
      students++;
      // Current and starting students have portal accounts; former students' accounts are closed.
      if (status === 'Current' || status === 'Starting' || status === 'IoS') {
        await insertAccount(trx, { personId, email, passwordHash: null, roleId: studentRole });
      }
    }
    const users = await trx.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { users: Number(users.n), students };
  });
}
