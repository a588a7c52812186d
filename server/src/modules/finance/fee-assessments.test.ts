import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { applicationVersion, insertApplication } from '../application-outcomes/outcome-test-support.ts';

// Issue 14 (feature invoices, students:invoice): fee rates as data, fee assessments made when a
// student is confirmed and by hand, invoices generated as drafts that add up to the fee and its
// charge, issued with sequential numbers, and regenerated without ever rewriting an issued one.

const t = await createTestApp({ FEATURES: 'invoices' });
const off = await createTestApp();
const db = t.db.kysely;
const finance = await buildUser(t.db, {
  permissions: 'dashboard:view finance:menu students:menu students:view students:invoice',
});
const financeCookie = await login(t.app, finance);
const registry = await login(
  t.app,
  await buildUser(t.db, { permissions: 'dashboard:view students:menu students:view students:edit' }),
);
const admissions = await login(
  t.app,
  await buildUser(t.db, { permissions: 'applications:menu applications:view applications:edit' }),
);

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, cookie = financeCookie) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
const params = (body: string) =>
  ((JSON.parse(body) as { details?: { param: string }[] }).details ?? []).map((d) => d.param).sort();

async function sessionOf(engagementId: number) {
  return (
    await db
      .selectFrom('engagement_sessions')
      .select('id')
      .where('engagement_id', '=', engagementId)
      .executeTakeFirstOrThrow()
  ).id;
}

describe('fee rates', () => {
  it('are set by finance, field by field checked, audited, and read back', async () => {
    expect(
      params(
        (
          await call('PUT', 'finance/fee-rates', {
            academicYear: 2010,
            programmeCode: '',
            pace: 'Sometimes',
            amount: -5,
          })
        ).body,
      ),
    ).toEqual(['academicYear', 'amount', 'pace', 'programmeCode']);
    const any = await call('PUT', 'finance/fee-rates', { academicYear: 2026, programmeCode: 'BTh', amount: 925_000 });
    expect(any.statusCode).toBe(200);
    expect(any.json()).toMatchObject({
      academicYear: 2026,
      programmeCode: 'BTh',
      level: 'Any',
      pace: 'Any',
      feeKind: 'normal',
      amount: 925_000,
    });
    const pt = await call('PUT', 'finance/fee-rates', {
      academicYear: 2026,
      programmeCode: 'BTh',
      pace: 'PT',
      amount: 462_000,
    });
    const again = await call('PUT', 'finance/fee-rates', {
      academicYear: 2026,
      programmeCode: 'BTh',
      pace: 'PT',
      amount: 462_500,
    });
    expect(again.json()).toMatchObject({ id: pt.json().id, amount: 462_500, version: 2 });
    await call('PUT', 'finance/fee-rates', { academicYear: 2027, programmeCode: 'BTh', pace: 'PT', amount: 470_000 });
    expect(
      (await call('GET', 'finance/fee-rates?academicYear=2026'))
        .json()
        .items.map((r: { pace: string; amount: number }) => [r.pace, r.amount]),
    ).toEqual([
      ['Any', 925_000],
      ['PT', 462_500],
    ]);
    const audits = await db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'fee_rates')
      .where('entity_id', '=', String(pt.json().id))
      .orderBy('id')
      .execute();
    expect(audits.map((a) => [a.action, JSON.parse(a.changes ?? '{}').amount])).toEqual([
      ['create', { from: null, to: 462_000 }],
      ['update', { from: 462_000, to: 462_500 }],
    ]);
  });

  it('are finance’s alone, and absent without the invoices feature', async () => {
    expect((await call('GET', 'finance/fee-rates', undefined, registry)).statusCode).toBe(403);
    expect(
      (await call('PUT', 'finance/fee-rates', { academicYear: 2026, programmeCode: 'BTh', amount: 1 }, registry))
        .statusCode,
    ).toBe(403);
    const offCookie = await login(off.app, await buildUser(off.db, { permissions: 'students:invoice' }));
    expect(
      (await off.app.inject({ method: 'GET', url: '/api/finance/fee-rates', headers: { cookie: offCookie } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('fee assessments', () => {
  it('are made when a student is confirmed from an application, from the most specific rate, with draft invoices', async () => {
    const person = await buildUser(t.db);
    const id = await insertApplication(t.db, person.personId, {
      course: 'BTh',
      intake: '2027-09-01',
      studyPace: 'PT',
      applicantType: 'Independent',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/confirm`,
      headers: { cookie: admissions },
      payload: { version: await applicationVersion(t.db, id) },
    });
    expect(res.statusCode).toBe(200);
    const studentId = res.json().studentId as number;
    const list = (await call('GET', `students/${studentId}/fee-assessments`)).json().items;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      academicYear: 2027,
      fee: 470_000,
      feeKind: 'normal',
      fundingSource: 'Self-funded',
      schedule: 'InFull',
      intake: 'September',
      classification: null,
      total: 470_000,
      invoiced: 0,
    });
    expect(list[0].invoices).toEqual([
      expect.objectContaining({
        state: 'draft',
        dueOn: '2027-08-01',
        amount: 470_000,
        payer: 'Student',
        description: 'Tuition fee 2027/28',
      }),
    ]);
    const audit = await db
      .selectFrom('audit_log')
      .select('changes')
      .where('entity', '=', 'applications')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'confirm')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes ?? '{}').feeAssessments).toEqual([list[0].id]);
  });

  it('are made by hand on a schedule: instalments add up to the fee and its charge; refused field by field', async () => {
    const s = await buildStudent(t.db, (await buildUser(t.db)).personId, {
      sessionYear: 2026,
      startIntake: '2026-09-01',
    });
    const sessionId = await sessionOf(s.engagementId);
    const other = await buildStudent(t.db, (await buildUser(t.db)).personId, { sessionYear: 2026 });
    expect(
      params(
        (await call('POST', `students/${s.id}/fee-assessments`, { sessionId: await sessionOf(other.engagementId) }))
          .body,
      ),
    ).toEqual(['sessionId']);
    expect(
      params((await call('POST', `students/${s.id}/fee-assessments`, { sessionId, schedule: 'Weekly' })).body),
    ).toEqual(['schedule']);
    expect(
      params((await call('POST', `students/${s.id}/fee-assessments`, { sessionId, schedule: 'Monthly-Jan' })).body),
    ).toEqual(['schedule']);
    expect((await call('POST', `students/${s.id}/fee-assessments`, { sessionId }, registry)).statusCode).toBe(403);

    expect((await call('GET', `students/${s.id}/fee-assessments`)).json()).toEqual({
      items: [],
      unassessed: [{ sessionId, academicYear: 2026, programmeCode: 'BTh' }],
    });
    const res = await call('POST', `students/${s.id}/fee-assessments`, { sessionId, schedule: 'Termly' });
    expect(res.statusCode).toBe(201);
    const a = res.json();
    expect(a).toMatchObject({ fee: 462_500, schedule: 'Termly', classification: 'admin3', total: 465_000 });
    expect(
      a.invoices.map((i: { dueOn: string; amount: number; state: string; classification: string }) => [
        i.dueOn,
        i.amount,
        i.state,
        i.classification,
      ]),
    ).toEqual([
      ['2026-08-01', 154_166 + 2_500, 'draft', 'admin3'],
      ['2026-12-01', 154_166, 'draft', 'admin3'],
      ['2027-03-01', 154_168, 'draft', 'admin3'],
    ]);
    expect((await call('POST', `students/${s.id}/fee-assessments`, { sessionId })).statusCode).toBe(409);
    expect((await call('GET', `students/${s.id}/fee-assessments`)).json().unassessed).toEqual([]);
    // Drafts are not owed yet.
    expect((await call('GET', `students/${s.id}/finance`, undefined, registry)).json().account.totals).toMatchObject({
      invoiced: 0,
      balance: 0,
    });
  });

  it('asks for the fee when no rate applies', async () => {
    const s = await buildStudent(t.db, (await buildUser(t.db)).personId, { programmeCode: 'MA', sessionYear: 2026 });
    const res = await call('POST', `students/${s.id}/fee-assessments`, { sessionId: await sessionOf(s.engagementId) });
    expect(params(res.body)).toEqual(['fee']);
    expect(res.json().details[0].message).toMatch(/^There is no normal fee rate for MA level 7 PT in 2026\/27/);
    expect(
      (
        await call('POST', `students/${s.id}/fee-assessments`, {
          sessionId: await sessionOf(s.engagementId),
          fee: 990_000,
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('issuing and regenerating', () => {
  it('issues drafts with sequential numbers, then regenerates after a change of term without touching an issued invoice', async () => {
    const s = await buildStudent(t.db, (await buildUser(t.db)).personId, {
      sessionYear: 2026,
      startIntake: '2026-09-01',
    });
    const created = (
      await call('POST', `students/${s.id}/fee-assessments`, {
        sessionId: await sessionOf(s.engagementId),
        schedule: 'Monthly',
      })
    ).json();
    expect(created.invoices).toHaveLength(10);

    // Before anything is issued, a change of term replaces every draft.
    const termly = (
      await call('PUT', `finance/fee-assessments/${created.id}`, { schedule: 'Termly', version: created.version })
    ).json();
    expect(termly.invoices.map((i: { amount: number }) => i.amount)).toEqual([156_666, 154_166, 154_168]);
    expect(
      (await call('PUT', `finance/fee-assessments/${created.id}`, { schedule: 'InFull', version: created.version }))
        .statusCode,
    ).toBe(409);

    const issued = (await call('POST', `finance/fee-assessments/${created.id}/issue`)).json();
    const numbers = issued.invoices.map((i: { number: string }) => i.number);
    expect(numbers).toHaveLength(3);
    const seq = numbers.map((n: string) => Number(n.slice(-5)));
    expect(numbers.every((n: string) => /^INV-2026-\d{5}$/.test(n))).toBe(true);
    expect(seq).toEqual([seq[0], seq[0] + 1, seq[0] + 2]);
    expect(issued).toMatchObject({ invoiced: 465_000, total: 465_000 });
    expect((await call('GET', `students/${s.id}/finance`, undefined, registry)).json().account.totals).toMatchObject({
      invoiced: 465_000,
      balance: 465_000,
    });
    // Issuing again issues nothing more.
    expect(
      (await call('POST', `finance/fee-assessments/${created.id}/issue`))
        .json()
        .invoices.map((i: { number: string }) => i.number),
    ).toEqual(numbers);

    // Monthly now: the three issued stay as they are; what the plan asks beyond them is drafted after the last.
    const monthly = (
      await call('PUT', `finance/fee-assessments/${created.id}`, { schedule: 'Monthly', version: issued.version })
    ).json();
    expect(
      monthly.invoices
        .filter((i: { state: string }) => i.state === 'issued')
        .map((i: { number: string; amount: number }) => [i.number, i.amount]),
    ).toEqual(issued.invoices.map((i: { number: string; amount: number }) => [i.number, i.amount]));
    expect(
      monthly.invoices
        .filter((i: { state: string }) => i.state === 'draft')
        .map((i: { dueOn: string; amount: number }) => [i.dueOn, i.amount]),
    ).toEqual([
      ['2027-04-01', 1_250],
      ['2027-05-01', 1_250],
    ]);
    expect(monthly.total).toBe(467_500);

    // In full now: the issued invoices ask more than the fee, so a correction credit note gives it back.
    const inFull = (
      await call('PUT', `finance/fee-assessments/${created.id}`, { schedule: 'InFull', version: monthly.version })
    ).json();
    expect(inFull.invoices.filter((i: { state: string }) => i.state === 'draft')).toEqual([]);
    expect(inFull).toMatchObject({ total: 462_500, invoiced: 462_500 });
    const account = (await call('GET', `students/${s.id}/finance`, undefined, registry)).json().account;
    expect(account.credits).toEqual([expect.objectContaining({ kind: 'Correction', amount: 2_500 })]);
    expect(account.totals).toMatchObject({ invoiced: 465_000, credited: 2_500, balance: 462_500 });
    const actions = await db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'fee_assessments')
      .where('entity_id', '=', String(created.id))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'create',
      'invoices generated',
      'update',
      'invoices generated',
      'update',
      'invoices generated',
      'update',
      'invoices generated',
    ]);
  });
});
