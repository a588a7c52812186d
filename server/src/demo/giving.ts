import { fakerEN_GB as faker } from '@faker-js/faker';
import { GIFT_FUNDS, GIFT_METHODS } from '@collegium/domain/gifts';
import { upcomingIntakeDates } from '../modules/intakes/intakes-repository.ts';
import { insertAll, type Trx } from './batch.ts';
import { dateBetween } from './people.ts';

// Issue 17: the demo's giving record (a few gifts per donor, from their first gift to last month)
// and the intakes potential students hope to start at (run once the intakes are seeded).

/** Zero to six gifts per donor; Gift Aid claimable where the donor has a declaration. */
export async function seedGifts(trx: Trx, now: string): Promise<number> {
  const donors = await trx.selectFrom('donors').select(['id', 'gift_aid', 'first_gift_on']).orderBy('id').execute();
  const lastMonth = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const rows = donors.flatMap((d) => {
    const from = d.first_gift_on && d.first_gift_on < lastMonth ? d.first_gift_on : '2015-01-01';
    return Array.from({ length: faker.number.int({ min: 0, max: 6 }) }, () => ({
      donor_id: Number(d.id),
      received_on: dateBetween(from, lastMonth),
      amount_pence: faker.helpers.weightedArrayElement([
        { value: faker.number.int({ min: 10, max: 100 }) * 100, weight: 6 },
        { value: faker.number.int({ min: 100, max: 1_000 }) * 100, weight: 3 },
        { value: faker.number.int({ min: 1_000, max: 25_000 }) * 100, weight: 1 },
      ]),
      fund: faker.helpers.arrayElement(GIFT_FUNDS),
      method: faker.helpers.arrayElement(GIFT_METHODS),
      gift_aid_claimable: Number(d.gift_aid) === 1 && faker.datatype.boolean(0.9) ? 1 : 0,
      notes: null,
      recorded_by: 'Demo data',
      created_at: now,
      updated_at: now,
    }));
  });
  await insertAll(trx, 'gifts', rows);
  return rows.length;
}

/** About two in three potential students name one of the intakes not yet started. */
export async function seedLeadIntakes(trx: Trx): Promise<void> {
  const intakes = (await upcomingIntakeDates(trx)).slice(0, 4);
  if (intakes.length === 0) return;
  const leads = await trx.selectFrom('leads').select('id').orderBy('id').execute();
  const chosen = new Map<string, number[]>();
  for (const lead of leads) {
    if (!faker.datatype.boolean(0.65)) continue;
    const intake = faker.helpers.weightedArrayElement(intakes.map((value, i) => ({ value, weight: 4 - i })));
    chosen.set(intake, [...(chosen.get(intake) ?? []), Number(lead.id)]);
  }
  for (const [intake, ids] of chosen)
    await trx.updateTable('leads').set({ intake_of_interest: intake }).where('id', 'in', ids).execute();
}
