import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 15, System data: the account codes Finance chooses its sales and bank accounts from. An
// administrator's new code is offered and accepted; a retired one is refused for a new setting
// (the one held stays valid); a code in use is never deleted (409 naming where); every change is
// audited; codes keep to 10 characters.

const t = await createTestApp({ FEATURES: 'invoices,payments,accounting' });
const admin = await login(t.app, await buildUser(t.db, { permissions: 'admin:admin admin:menu' }));
const finance = await login(
  t.app,
  await buildUser(t.db, { permissions: 'dashboard:view finance:menu students:menu students:view students:invoice' }),
);
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const settings = (sales: string, bank = '090') =>
  call('PUT', 'finance/accounting/settings', finance, {
    salesAccountCode: sales,
    taxType: 'EXEMPTOUTPUT',
    bankAccountCode: bank,
  });
type Value = { id: number; value: string; version: number; retired: boolean; usedBy: string[] };
const valueOf = async (value: string) =>
  ((await call('GET', 'system-data/lists/account-codes', admin)).json().values as Value[]).find(
    (v) => v.value === value,
  )!;

describe('account codes', () => {
  it('starts with the codes the settings hold, in use there', async () => {
    expect(await valueOf('200')).toMatchObject({ retired: false, usedBy: ['1 sales account setting'] });
    expect(await valueOf('090')).toMatchObject({ retired: false, usedBy: ['1 bank account setting'] });
    const held = await valueOf('200');
    const del = await call('DELETE', `system-data/lists/account-codes/${held.id}?version=${held.version}`, admin);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toContain('1 sales account setting');
  });

  it('offers an added code, accepts it, refuses it once retired and refuses codes not in the list', async () => {
    expect(
      (await call('POST', 'system-data/lists/account-codes', admin, { value: '41000000000' })).json(),
    ).toMatchObject({ details: [{ param: 'value', message: 'Keep the value to 10 characters.' }] });
    expect((await call('POST', 'system-data/lists/account-codes', admin, { value: '4100' })).statusCode).toBe(201);
    expect((await call('GET', 'lookups/account-codes', finance)).json().values).toEqual(['200', '090', '4100']);

    const unknown = await settings('7777');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual([
      { param: 'salesAccountCode', message: 'Choose a sales account code from the list: 200, 090, 4100.' },
    ]);
    expect((await settings('4100')).statusCode).toBe(200);

    const added = await valueOf('4100');
    expect(added.usedBy).toEqual(['1 sales account setting']);
    const retire = await call('PATCH', `system-data/lists/account-codes/${added.id}`, admin, {
      version: added.version,
      retired: true,
    });
    expect(retire.statusCode).toBe(200);
    expect((await call('GET', 'lookups/account-codes', finance)).json()).toMatchObject({
      values: ['200', '090'],
      retired: ['4100'],
    });
    // The setting holding it may be saved unchanged; a new setting may not take it.
    expect((await settings('4100')).statusCode).toBe(200);
    expect((await settings('4100', '4100')).json().details).toEqual([
      { param: 'bankAccountCode', message: 'Choose a bank account code from the list: 200, 090.' },
    ]);
    expect((await settings('200')).statusCode).toBe(200);
    expect((await settings('4100')).statusCode).toBe(422);

    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'lookup_values')
      .where('entity_id', '=', String(added.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
  });
});
