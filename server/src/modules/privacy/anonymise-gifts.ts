import { formatDate } from '@collegium/domain/date-format';
import { giftAidHeldSince, giftAidKeptUntil } from '@collegium/domain/gifts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';

// A donor's gifts when the donor is anonymised (issue 17, UK GDPR art. 17). The gifts stay, amounts,
// days, funds and methods (the college's income and the fund totals must stay true, as invoices and
// payments do), still linked to the donor row, whose person is anonymised and whose CRM id is
// replaced, so the link names no one; their free-text notes are cleared and the donor's Gift Aid
// declaration flag goes (a declaration without a name and address cannot be relied on). While a
// gift on which Gift Aid may be claimed is inside HMRC's keeping period (domain `giftAidKeptUntil`),
// the donor must stay identifiable (art. 17(3)(b), a legal obligation): anonymisation is refused
// with the day it becomes possible, and retention does not list the person.

/** The people (`donors.person_id`) who have a Gift Aid gift still inside its keeping period on `today`. */
export function giftAidHolders(db: Kysely<Database> | Transaction<Database>, today: Date) {
  return db
    .selectFrom('gifts')
    .innerJoin('donors', 'donors.id', 'gifts.donor_id')
    .select('donors.person_id')
    .where('donors.person_id', 'is not', null)
    .where('gifts.gift_aid_claimable', '=', 1)
    .where('gifts.received_on', '>=', giftAidHeldSince(today));
}

/** Refuses (409) while the person's Gift Aid gifts must stay linked to them. */
export async function refuseWhileGiftAidHeld(trx: Transaction<Database>, personId: number, today: Date): Promise<void> {
  const last = await trx
    .selectFrom('gifts')
    .innerJoin('donors', 'donors.id', 'gifts.donor_id')
    .select((eb) => eb.fn.max('gifts.received_on').as('received_on'))
    .where('donors.person_id', '=', personId)
    .where('gifts.gift_aid_claimable', '=', 1)
    .where('gifts.received_on', '>=', giftAidHeldSince(today))
    .executeTakeFirst();
  if (!last?.received_on) return;
  throw conflict(
    `This person gave a gift with Gift Aid on ${formatDate(last.received_on)}: HMRC needs every Gift Aid ` +
      `gift linked to a named donor and their declaration until ${formatDate(giftAidKeptUntil(last.received_on))}. ` +
      'They can be anonymised after that day; until then, withdrawing their consents stops all contact.',
  );
}

/** Clears what names the person in their donor records and gifts; returns how many gifts were kept. */
export async function anonymiseDonorRecords(
  trx: Transaction<Database>,
  personId: number,
  now: string,
): Promise<number> {
  const donors = await trx.selectFrom('donors').select('id').where('person_id', '=', personId).execute();
  const donorIds = donors.map((d) => Number(d.id));
  if (donorIds.length === 0) return 0;
  for (const id of donorIds)
    await trx
      .updateTable('donors')
      .set((eb) => ({ crm_id: `anonymised-${id}`, gift_aid: 0, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
  const cleared = await trx
    .updateTable('gifts')
    .set((eb) => ({ notes: null, updated_at: now, version: eb('version', '+', 1) }))
    .where('donor_id', 'in', donorIds)
    .executeTakeFirst();
  return Number(cleared.numUpdatedRows);
}
