import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { tempFilesDir } from '../files/test-uploads.ts';
import { runDueJobs } from '../jobs/worker.ts';

// A donor's gifts and their personal data (issues 15 and 17): the subject-access export holds the
// donor's gifts; anonymisation keeps the gifts' amounts without what names the donor, and is refused
// (nor offered by retention) while HMRC needs a Gift Aid gift linked to a named donor.

const { app, db, ctx } = await createTestApp({ FILES_DIR: tempFilesDir() });
let admin: string;
const now = new Date().toISOString();
const yearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

beforeAll(async () => {
  admin = await login(app, await buildUser(db, { permissions: 'admin:menu admin:admin donors:view fundraising:menu' }));
});

async function donor(first: string, giftAid: boolean) {
  const person = await db.kysely
    .insertInto('people')
    .values({
      first_name: first,
      last_name: 'Giver',
      email: `${first.toLowerCase()}@example.org`,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db.kysely
    .insertInto('donors')
    .values({
      person_id: person.id,
      crm_id: `CRM-${first}`,
      gift_aid: giftAid ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { personId: Number(person.id), donorId: Number(row.id) };
}

async function gift(donorId: number, receivedOn: string, amountPence: number, giftAid: boolean, notes: string) {
  const row = await db.kysely
    .insertInto('gifts')
    .values({
      donor_id: donorId,
      received_on: receivedOn,
      amount_pence: amountPence,
      fund: 'Library',
      method: 'Cheque',
      gift_aid_claimable: giftAid ? 1 : 0,
      notes,
      recorded_by: 'Finance Officer',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const anonymise = (personId: number) =>
  app.inject({
    method: 'POST',
    url: `/api/privacy/people/${personId}/anonymise`,
    headers: { cookie: admin },
    payload: { reason: 'Asked to be forgotten', confirmId: personId },
  });

describe('gifts in the subject-access export', () => {
  it('holds the donor record and every gift of the person, with amounts and notes', async () => {
    const { personId, donorId } = await donor('Hild', true);
    const first = await gift(donorId, yearsAgo(1), 12_500, true, 'In memory of her aunt');
    const second = await gift(donorId, yearsAgo(2), 5_000, false, 'Chapel collection');
    const other = await donor('Oswy', false);
    await gift(other.donorId, yearsAgo(1), 99_900, false, 'Not hers');

    const queued = await app.inject({
      method: 'POST',
      url: `/api/privacy/people/${personId}/exports`,
      headers: { cookie: admin },
    });
    expect(queued.statusCode).toBe(202);
    await runDueJobs(ctx);
    const exported = (
      await app.inject({ method: 'GET', url: `/api/privacy/people/${personId}`, headers: { cookie: admin } })
    ).json();
    expect(exported.held).toEqual(
      expect.arrayContaining([
        { table: 'donors', rows: 1 },
        { table: 'gifts', rows: 2 },
      ]),
    );
    const file = await app.inject({
      method: 'GET',
      url: `/api/privacy/exports/${exported.exports[0].id}/file`,
      headers: { cookie: admin },
    });
    const zip = await JSZip.loadAsync(file.rawPayload);
    const gifts = JSON.parse(await zip.file('data/gifts.json')!.async('string'));
    expect(
      gifts.map((g: { id: number; amount_pence: number; notes: string }) => [g.id, g.amount_pence, g.notes]).sort(),
    ).toEqual(
      [
        [first, 12_500, 'In memory of her aunt'],
        [second, 5_000, 'Chapel collection'],
      ].sort(),
    );
    const donors = JSON.parse(await zip.file('data/donors.json')!.async('string'));
    expect(donors).toEqual([expect.objectContaining({ id: donorId, crm_id: 'CRM-Hild', gift_aid: 1 })]);
  });
});

describe('gifts when the donor is anonymised', () => {
  it('is refused while a Gift Aid gift is inside HMRC’s keeping period, naming the day it ends', async () => {
    const { personId, donorId } = await donor('Aidan', true);
    const received = yearsAgo(6);
    await gift(donorId, received, 10_000, true, 'Gift Aid declared');
    await gift(donorId, yearsAgo(1), 2_000, false, 'No Gift Aid');

    const refused = await anonymise(personId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`on ${ddmmyyyy(received)}`);
    expect(refused.json().message).toContain(
      `until ${ddmmyyyy(`${Number(received.slice(0, 4)) + 7}${received.slice(4)}`)}`,
    );
    const person = await db.kysely
      .selectFrom('people')
      .select(['first_name', 'email'])
      .where('id', '=', personId)
      .executeTakeFirstOrThrow();
    expect(person).toEqual({ first_name: 'Aidan', email: 'aidan@example.org' });
    const kept = await db.kysely
      .selectFrom('donors')
      .select(['crm_id', 'gift_aid'])
      .where('id', '=', donorId)
      .execute();
    expect(kept).toEqual([{ crm_id: 'CRM-Aidan', gift_aid: 1 }]);
  });

  it('keeps the amounts, days and funds, clears the notes and what names the donor', async () => {
    const { personId, donorId } = await donor('Cedd', true);
    // Gift Aid eight years ago is past the keeping period; a recent gift without Gift Aid never holds.
    const old = await gift(donorId, yearsAgo(8), 30_000, true, 'Old declaration');
    const recent = await gift(donorId, yearsAgo(1), 4_500, false, 'Said he was moving to York');

    const done = await anonymise(personId);
    expect(done.statusCode).toBe(200);
    const gifts = await db.kysely
      .selectFrom('gifts')
      .select(['id', 'donor_id', 'amount_pence', 'fund', 'gift_aid_claimable', 'notes'])
      .where('donor_id', '=', donorId)
      .orderBy('id')
      .execute();
    expect(gifts.map((g) => ({ ...g, donor_id: Number(g.donor_id) }))).toEqual([
      { id: old, donor_id: donorId, amount_pence: 30_000, fund: 'Library', gift_aid_claimable: 1, notes: null },
      { id: recent, donor_id: donorId, amount_pence: 4_500, fund: 'Library', gift_aid_claimable: 0, notes: null },
    ]);
    const donorRow = await db.kysely
      .selectFrom('donors')
      .select(['crm_id', 'gift_aid'])
      .where('id', '=', donorId)
      .executeTakeFirstOrThrow();
    expect(donorRow).toEqual({ crm_id: `anonymised-${donorId}`, gift_aid: 0 });
    // The Gifts list still counts them, under the anonymised name.
    const list = await app.inject({
      method: 'GET',
      url: `/api/fundraising/gifts?pageSize=200`,
      headers: { cookie: admin },
    });
    expect(list.statusCode).toBe(200);
    const mine = list.json().items.filter((g: { donorId: number }) => g.donorId === donorId);
    expect(mine.map((g: { donorName: string; amountPence: number }) => [g.donorName, g.amountPence])).toEqual(
      expect.arrayContaining([
        [`Anonymised Person ${personId}`, 30_000],
        [`Anonymised Person ${personId}`, 4_500],
      ]),
    );
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('changes')
      .where('entity', '=', 'people')
      .where('entity_id', '=', String(personId))
      .where('action', '=', 'person anonymised')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.changes))).toMatchObject({ gifts: 2 });
  });

  it('is not offered by retention while a Gift Aid gift holds the person', async () => {
    const held = await donor('Chad', true);
    await gift(held.donorId, yearsAgo(3), 1_000, true, '');
    const free = await donor('Wilfrid', true);
    await gift(free.donorId, yearsAgo(9), 1_000, true, '');
    const LONG_AGO = '2015-01-10T09:00:00.000Z';
    for (const p of [held, free])
      await db.kysely
        .insertInto('leads')
        .values({ person_id: p.personId, stage: 'Enquiry', created_at: LONG_AGO, updated_at: LONG_AGO })
        .execute();
    const set = await app.inject({
      method: 'PUT',
      url: '/api/privacy/retention/leads',
      headers: { cookie: admin },
      payload: { months: 24 },
    });
    expect(set.statusCode).toBe(200);
    const people = set.json().due.map((d: { personId: number }) => d.personId);
    expect(people).toContain(free.personId);
    expect(people).not.toContain(held.personId);
  });
});
