import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 20, feature cohortGroupLabels: the students list serves the cohort group as a column and a
// filter only while the feature is on (the web draws the column as a labelled chip).

const on = await createTestApp({ FEATURES: 'cohortGroupLabels' });
const off = await createTestApp();

async function staff(t: TestApp) {
  return login(t.app, await buildUser(t.db, { permissions: 'students:view students:menu' }));
}

async function studentIn(t: TestApp, group: string | null, lastName: string) {
  const user = await buildUser(t.db, { lastName });
  const s = await buildStudent(t.db, user.personId);
  await t.db.kysely.updateTable('students').set({ cohort_group: group }).where('id', '=', s.id).execute();
  return s.id;
}

describe('cohort group labels (feature cohortGroupLabels)', () => {
  it('on: the list has the column and filters by the group', async () => {
    const cookie = await staff(on);
    const candidate = await studentIn(on, 'Candidate', 'Alder');
    const nlm = await studentIn(on, 'NLM 2022', 'Birch');
    await studentIn(on, null, 'Cedar');
    const schema = (await on.app.inject({ method: 'GET', url: '/api/students?schema', headers: { cookie } })).json<{
      columns: { field: string }[];
      filters: string[];
    }>();
    expect(schema.columns.map((c) => c.field)).toContain('cohortGroup');
    expect(schema.filters).toContain('cohortGroup');

    const list = await on.app.inject({
      method: 'GET',
      url: '/api/students?cohortGroup=NLM%202022',
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);
    const items = list.json<{ items: { id: number; cohortGroup: string | null }[] }>().items;
    expect(items.map((i) => i.id)).toEqual([nlm]);
    expect(items[0]?.cohortGroup).toBe('NLM 2022');
    const all = (await on.app.inject({ method: 'GET', url: '/api/students?pageSize=100', headers: { cookie } })).json<{
      items: { id: number; cohortGroup: string | null }[];
    }>().items;
    expect(all.find((i) => i.id === candidate)?.cohortGroup).toBe('Candidate');
  });

  it('off: neither the column nor the filter; the group stays on the record', async () => {
    const cookie = await staff(off);
    const id = await studentIn(off, 'Student', 'Dogwood');
    const schema = (await off.app.inject({ method: 'GET', url: '/api/students?schema', headers: { cookie } })).json<{
      columns: { field: string }[];
      filters: string[];
    }>();
    expect(schema.columns.map((c) => c.field)).not.toContain('cohortGroup');
    expect(schema.filters).not.toContain('cohortGroup');
    const filtered = await off.app.inject({
      method: 'GET',
      url: '/api/students?cohortGroup=Student',
      headers: { cookie },
    });
    expect(filtered.statusCode).toBeGreaterThanOrEqual(400);
    expect(filtered.statusCode).toBeLessThan(500);
    const record = await off.app.inject({ method: 'GET', url: `/api/students/${id}`, headers: { cookie } });
    expect(record.json<{ cohortGroup: string }>().cohortGroup).toBe('Student');
  });
});
