import type { RecordGiftInput } from '@collegium/domain/gifts';
import { recordAudit } from '../../audit/audit-log.ts';
import { insertRecorded } from '../../audit/insert-recorded.ts';
import type { Db } from '../../db/database.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { notFound, validationFailed } from '../../http/errors.ts';

// Issue 17: recording a gift against a donor (donors:edit) and removing one recorded in error
// (donors:delete), each in one transaction with its audit entry (entity `gifts`). Gift Aid may be
// claimed only for a donor whose record holds a Gift Aid declaration.

const today = () => new Date().toISOString().slice(0, 10);

export async function recordGift(db: Db, donorId: number, input: RecordGiftInput, actor: Actor): Promise<number> {
  if (input.receivedOn > today())
    throw validationFailed([{ param: 'receivedOn', message: 'A gift cannot be received after today.' }]);
  return db.kysely.transaction().execute(async (trx) => {
    const donor = await trx
      .selectFrom('donors')
      .select(['id', 'gift_aid'])
      .where('id', '=', donorId)
      .executeTakeFirst();
    if (!donor) throw notFound(`There is no donor with id ${donorId}.`);
    if (input.giftAidClaimable && Number(donor.gift_aid) !== 1)
      throw validationFailed([
        {
          param: 'giftAidClaimable',
          message: 'This donor has no Gift Aid declaration: record the declaration on the donor first.',
        },
      ]);
    return insertRecorded(
      trx,
      'gifts',
      {
        donor_id: donorId,
        received_on: input.receivedOn,
        amount_pence: input.amountPence,
        fund: input.fund,
        method: input.method,
        gift_aid_claimable: input.giftAidClaimable ? 1 : 0,
        notes: input.notes,
      },
      actor,
      { donorId, ...input },
    );
  });
}

export async function removeGift(db: Db, giftId: number, actor: Actor): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const gift = await trx.selectFrom('gifts').selectAll().where('id', '=', giftId).executeTakeFirst();
    if (!gift) throw notFound(`There is no gift with id ${giftId}.`);
    await trx.deleteFrom('gifts').where('id', '=', giftId).execute();
    await recordAudit(trx, {
      ...auditActor(actor),
      ip: actor.ip,
      entity: 'gifts',
      entityId: giftId,
      action: 'delete',
      changes: {
        donorId: Number(gift.donor_id),
        receivedOn: gift.received_on,
        amountPence: Number(gift.amount_pence),
        fund: gift.fund,
        method: gift.method,
        giftAidClaimable: Number(gift.gift_aid_claimable) === 1,
      },
    });
  });
}
