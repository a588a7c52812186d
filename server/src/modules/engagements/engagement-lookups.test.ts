import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { engagementRow, studentOn } from './engagement-test-support.ts';

// Issue 15: an engagement's student type, cohort group and exit award are System data lists. A
// value the administrator adds is accepted; once retired it is refused for an engagement that
// does not hold it, while the engagement holding it may still be saved.

const { app, db } = await createTestApp();
const editor = await login(app, await buildUser(db, { permissions: 'students:view students:edit' }));
const admin = await login(app, await buildUser(db, { permissions: 'admin:admin admin:menu' }));
const patch = (id: number, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/engagements/${id}`, headers: { cookie: editor }, payload });
const lists = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/system-data/lists/${url}`,
    headers: { cookie: admin },
    ...(payload ? { payload } : {}),
  });

describe('engagement details from System data', () => {
  it('accepts an added exit award, refuses it once retired unless held', async () => {
    expect((await lists('POST', 'exit-awards', { value: 'DipTh' })).statusCode).toBe(201);
    const holder = await studentOn(db);
    const other = await studentOn(db);
    expect((await patch(holder.engagementId, { version: 1, exitAward: 'DipTh' })).statusCode).toBe(200);
    expect((await engagementRow(db, holder.engagementId)).exit_award).toBe('DipTh');

    const value = (
      (await lists('GET', 'exit-awards')).json().values as { id: number; value: string; version: number }[]
    ).find((v) => v.value === 'DipTh')!;
    expect(
      (await lists('PATCH', `exit-awards/${value.id}`, { version: value.version, retired: true })).statusCode,
    ).toBe(200);
    const refused = await patch(other.engagementId, { version: 1, exitAward: 'DipTh' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details[0]).toMatchObject({ param: 'exitAward' });
    expect((await patch(holder.engagementId, { version: 2, exitAward: 'DipTh', pace: 'FT' })).statusCode).toBe(200);
  });
});
