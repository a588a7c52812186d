import { fakerEN_GB as faker } from '@faker-js/faker';
import type { Db } from '../src/db/database.ts';

// 100,000 students and 100,000 further contacts, written in large batches in one transaction.

const HUBS = ['London', 'Birmingham', 'Manchester', 'Bristol', 'Durham', 'Online'];
const PROGRAMMES = ['CertHE', 'DipHE', 'BTh', 'MA', 'PGDip', 'NLM'];
const BATCH = 500;

export async function insertBulk(db: Db, students: number, contacts: number): Promise<void> {
  faker.seed(7);
  const now = new Date().toISOString();
  const max = await db.kysely
    .selectFrom('students')
    .select((eb) => eb.fn.max('partner_id').as('m'))
    .executeTakeFirst();
  let partnerId = Number(max?.m ?? 3_000_000) + 1;
  await db.kysely.transaction().execute(async (trx) => {
    for (let done = 0; done < students + contacts; done += BATCH) {
      const size = Math.min(BATCH, students + contacts - done);
      const people = Array.from({ length: size }, (_, i) => {
        const first = faker.person.firstName();
        const last = faker.person.lastName();
        return {
          first_name: first,
          last_name: last,
          email: `${first}.${last}.${done + i}@bench.example`.toLowerCase(),
          city: faker.location.city(),
          post_code: faker.location.zipCode(),
          created_at: now,
          updated_at: now,
        };
      });
      const ids = await trx
        .insertInto('people')
        .values(people as never)
        .returning('id')
        .execute();
      const studentIds = ids.slice(0, Math.max(0, Math.min(size, students - done)));
      if (studentIds.length > 0) {
        await trx
          .insertInto('students')
          .values(
            studentIds.map((p) => ({
              person_id: p.id,
              partner_id: partnerId++,
              hub: faker.helpers.arrayElement(HUBS),
              programme_code: faker.helpers.arrayElement(PROGRAMMES),
              status: 'Current',
              created_at: now,
              updated_at: now,
            })) as never,
          )
          .execute();
      }
    }
  });
}
