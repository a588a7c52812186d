import { MENU_CONFIG } from '@collegium/domain/menu-config';
import { type MenuNode, withFeatures } from '@collegium/domain/menu';
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, type FeatureFlag } from '../config.ts';
import { recurringJobTypes, scheduleRecurringJobs } from '../modules/jobs/recurring.ts';
import { buildStudent, buildUser, login } from './factories.ts';
import { FLAG_TABLE, type FlagProbe, type FlagWiring } from './feature-flags-table.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Issue 20, DESIGN 5: the flag walk. Every optional feature of spec 1 is booted on and off; on, its
// menu entries are offered and its calls answer an authorised user; off, the entries are gone, the
// calls are 404 and its jobs are not scheduled. The all-off app boots first: job types register
// for the whole process once an app with the flag has started.

function menuKeys(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...menuKeys(n.children ?? [])]);
}

/** The menu the SPA builds from this server's /config. */
async function offeredMenu(t: TestApp): Promise<string[]> {
  const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json<{ features: string[] }>();
  return menuKeys(withFeatures(MENU_CONFIG, config.features));
}

async function prober(t: TestApp, wiring: FlagWiring) {
  const user = await buildUser(t.db, { permissions: wiring.permissions });
  const student = await buildStudent(t.db, user.personId);
  const cookie = await login(t.app, user);
  return (probe: FlagProbe) =>
    t.app.inject({
      method: probe.method,
      url: `/api${probe.url.replace('{studentId}', String(student.id))}`,
      headers: { cookie },
      ...(probe.payload === undefined ? {} : { payload: probe.payload }),
    });
}

const described = (p: FlagProbe) => `${p.method} ${p.url}`;

/** Whether each of the flag's list columns and filters is served, e.g. ['students.column.cohortGroup', true]. */
async function listFieldsServed(t: TestApp, wiring: FlagWiring): Promise<[string, boolean][]> {
  const user = await buildUser(t.db, { permissions: wiring.permissions });
  const cookie = await login(t.app, user);
  const served: [string, boolean][] = [];
  for (const list of wiring.listFields ?? []) {
    const res = await t.app.inject({ method: 'GET', url: `/api/${list.entity}?schema`, headers: { cookie } });
    const schema = res.json<{ columns: { field: string }[]; filters: string[] }>();
    for (const c of list.columns)
      served.push([`${list.entity}.column.${c}`, schema.columns.some((x) => x.field === c)]);
    for (const f of list.filters) served.push([`${list.entity}.filter.${f}`, schema.filters.includes(f)]);
  }
  return served;
}

describe('the flag table', () => {
  it('has exactly one entry for every flag of FEATURE_FLAGS (a new flag cannot be half-wired)', () => {
    const listed = FLAG_TABLE.map((w) => w.flag);
    expect(FEATURE_FLAGS.filter((f) => !listed.includes(f))).toEqual([]);
    expect(listed.length).toBe(new Set(listed).size);
  });

  it('names only menu keys that exist, each behind its own flag', () => {
    const all = menuKeys(withFeatures(MENU_CONFIG, [...FEATURE_FLAGS]));
    for (const w of FLAG_TABLE) for (const key of w.menuKeys) expect(all, `${w.flag}: ${key}`).toContain(key);
  });
});

// Booted before any flag is on, and its jobs read at once (a flag's app booted later registers them
// for the whole process).
const allOff = await createTestApp();
await scheduleRecurringJobs(allOff.ctx);
const offJobTypes = recurringJobTypes();
const offQueued = (await allOff.db.kysely.selectFrom('jobs').select('type').execute()).map((j) => j.type);

// One app per flag, with the flags it needs.
const onApps = new Map<FeatureFlag, TestApp>();
for (const wiring of FLAG_TABLE) {
  onApps.set(wiring.flag, await createTestApp({ FEATURES: [...(wiring.needs ?? []), wiring.flag].join(',') }));
}

describe('every flag off', () => {
  it('offers no flag’s menu entries, answers 404 to its calls and schedules none of its jobs', async () => {
    const offered = await offeredMenu(allOff);
    for (const wiring of FLAG_TABLE) {
      for (const key of wiring.menuKeys) expect(offered, `${wiring.flag}: ${key}`).not.toContain(key);
      const call = await prober(allOff, wiring);
      for (const probe of wiring.routes) {
        expect((await call(probe)).statusCode, `${wiring.flag}: ${described(probe)}`).toBe(404);
      }
      for (const [field, served] of await listFieldsServed(allOff, wiring)) expect(served, field).toBe(false);
      for (const job of wiring.jobs) {
        expect(offJobTypes, `${wiring.flag}: ${job}`).not.toContain(job);
        expect(offQueued, `${wiring.flag}: ${job}`).not.toContain(job);
      }
    }
  });
});

describe.each(FLAG_TABLE.map((w) => [w.flag, w] as const))('flag %s on', (flag, wiring) => {
  const features: FeatureFlag[] = [...(wiring.needs ?? []), flag];

  it('offers its menu entries and answers its calls; the other flags’ entries and calls stay away', async () => {
    const t = onApps.get(flag) as TestApp;
    const offered = await offeredMenu(t);
    for (const key of wiring.menuKeys) expect(offered, key).toContain(key);
    const call = await prober(t, wiring);
    for (const probe of wiring.routes) {
      const res = await call(probe);
      expect(res.statusCode, `${described(probe)}: ${res.body}`).not.toBe(404);
      expect(res.statusCode, `${described(probe)}: ${res.body}`).toBeLessThan(500);
    }
    for (const job of wiring.jobs) expect(recurringJobTypes(), job).toContain(job);
    for (const [field, served] of await listFieldsServed(t, wiring)) expect(served, field).toBe(true);

    for (const other of FLAG_TABLE.filter((w) => !features.includes(w.flag))) {
      for (const key of other.menuKeys) expect(offered, `${other.flag}: ${key}`).not.toContain(key);
      const otherCall = await prober(t, other);
      for (const probe of other.routes) {
        expect((await otherCall(probe)).statusCode, `${other.flag}: ${described(probe)}`).toBe(404);
      }
      for (const [field, served] of await listFieldsServed(t, other)) expect(served, field).toBe(false);
    }
  });
});
