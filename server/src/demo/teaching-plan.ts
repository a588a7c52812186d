import { fakerEN_GB as faker } from '@faker-js/faker';
import { ESSAY_TITLES, SINGLE_ASSIGNMENT } from './academic-texts.ts';
import { addDays, januaryIntake, septemberIntake } from './seed-calendar.ts';
import type { PlannedEngagement, PlannedSession } from './study-timeline.ts';

// The teaching of the last two academic years, planned: module instances in each hub for the
// levels its students study (each with a tutor of that hub and one or two assignments), and the
// modules each student takes, none twice.

export interface FacultyRow {
  id: number;
  hub: string | null;
  department: string | null;
  active: number;
}

export interface ModuleRow {
  id: number;
  code: string;
  level: string;
  credits: number;
  hub_weeks: string | null;
  active: number;
}

export interface CourseworkContext {
  now: string;
  today: string;
  year: number;
  registryUserId: number;
  demoTutorId: number;
  demoStudentId: number;
}

export interface Assignment {
  id?: number;
  title: string;
  due: string;
  weight: number;
}

export interface Instance {
  id?: number;
  module: ModuleRow;
  year: number;
  hub: string;
  tutorId: number | null;
  startsOn: string;
  assignments: Assignment[];
}

export interface Result {
  engagement: PlannedEngagement;
  session: PlannedSession;
  instance: Instance;
  outcome: string;
}

const DEPARTMENT_OF: Record<string, string> = {
  BS: 'Biblical Studies',
  CD: 'Christian Doctrine',
  CH: 'Church History',
  MM: 'Mission and Ministry',
  NL: 'Mission and Ministry',
  PT: 'Practical Theology',
  RM: 'Practical Theology',
  SS: 'Study Skills',
  MA: 'Christian Doctrine',
};

/** The modules the demo student takes this year (BTh level 5 in London). */
const DEMO_STUDENT_MODULES = ['BS5101', 'CD5101', 'PT5102'];
/** How many of this year's London instances the demo tutor teaches. */
const DEMO_TUTOR_INSTANCES = 4;
/** The demo tutor teaches New Testament: these first (one per level), then other Biblical Studies. */
const DEMO_TUTOR_MODULES = ['BS4102', 'BS5101', 'BS6101', 'BS7101', 'BS4104'];

/** When an instance starts: its first hub week (spec 5's module pattern), in that academic year. */
function instanceStart(module: ModuleRow, year: number): string {
  const first = module.hub_weeks?.split(',')[0]?.trim();
  if (first === 'Sept') return addDays(septemberIntake(year), 7);
  if (first === 'Jan') return addDays(januaryIntake(year), 7);
  if (first === 'Oct') return addDays(septemberIntake(year), 21);
  // Postgraduate modules: two start in January, the rest in the autumn.
  return ['CD7101', 'MM7101'].includes(module.code)
    ? addDays(januaryIntake(year), 14)
    : addDays(septemberIntake(year), 14);
}

function assignmentsFor(module: ModuleRow, year: number, startsOn: string): Assignment[] {
  const titles = ESSAY_TITLES[module.code] ?? [`${module.code} essay`, `${module.code} project`];
  const lastDue = `${year + 1}-07-17`;
  const clamp = (d: string) => (d > lastDue ? lastDue : d);
  if (module.code === 'MA7900') return [{ title: titles[0], due: `${year + 1}-06-28`, weight: 100 }];
  // The demo student's modules always set an essay and a project, so the portal has work to show.
  const single = SINGLE_ASSIGNMENT.has(module.code) || faker.datatype.boolean(0.3);
  if (single && !DEMO_STUDENT_MODULES.includes(module.code)) {
    return [
      {
        title: SINGLE_ASSIGNMENT.has(module.code) ? titles[0] : titles[1],
        due: clamp(addDays(startsOn, 7 * 14)),
        weight: 100,
      },
    ];
  }
  const [first, second] = faker.helpers.arrayElement([
    [40, 60],
    [50, 50],
    [30, 70],
  ]) as [number, number];
  return [
    { title: titles[0], due: clamp(addDays(startsOn, 7 * faker.number.int({ min: 6, max: 10 }))), weight: first },
    { title: titles[1], due: clamp(addDays(startsOn, 7 * faker.number.int({ min: 18, max: 22 }))), weight: second },
  ];
}

/** Module instances for last year and this year in every hub, for the levels studied there. */
export function planInstances(
  engagements: readonly PlannedEngagement[],
  faculty: readonly FacultyRow[],
  modules: readonly ModuleRow[],
  ctx: CourseworkContext,
): Instance[] {
  const levelsByYearHub = new Map<string, Set<string>>();
  for (const e of engagements) {
    for (const s of e.sessions) {
      if (s.year < ctx.year - 1 || s.year > ctx.year || s.status === 'Starting') continue;
      const key = `${s.year}|${e.hub}`;
      const set = levelsByYearHub.get(key) ?? new Set<string>();
      set.add(s.level);
      levelsByYearHub.set(key, set);
    }
  }
  const active = faculty.filter((f) => f.active === 1);
  const tutorOf = new Map<string, number | null>();
  // The demo tutor (Biblical Studies) teaches a few London modules this year, the same ones last year.
  const london = [...(levelsByYearHub.get(`${ctx.year}|London`) ?? [])];
  const londonModules = modules.filter((m) => m.active === 1 && london.includes(m.level));
  const preference = (m: ModuleRow) => {
    const listed = DEMO_TUTOR_MODULES.indexOf(m.code);
    return listed >= 0 ? listed : m.code.startsWith('BS') ? DEMO_TUTOR_MODULES.length : DEMO_TUTOR_MODULES.length + 1;
  };
  const his = [...londonModules].sort((a, b) => preference(a) - preference(b)).slice(0, DEMO_TUTOR_INSTANCES);
  for (const m of his) tutorOf.set(`${m.code}|London`, ctx.demoTutorId);

  const instances: Instance[] = [];
  for (const [key, levels] of [...levelsByYearHub].sort(([a], [b]) => a.localeCompare(b))) {
    const [yearText, hub] = key.split('|') as [string, string];
    const year = Number(yearText);
    for (const module of modules.filter((m) => m.active === 1 && levels.has(m.level))) {
      const tutorKey = `${module.code}|${hub}`;
      if (!tutorOf.has(tutorKey)) {
        const inHub = active.filter((f) => f.hub === hub && f.id !== ctx.demoTutorId);
        const matching = inHub.filter((f) => f.department === DEPARTMENT_OF[module.code.slice(0, 2)]);
        const pool = matching.length > 0 ? matching : inHub.length > 0 ? inHub : active.filter((f) => f.hub === null);
        tutorOf.set(tutorKey, pool.length > 0 ? faker.helpers.arrayElement(pool).id : null);
      }
      const startsOn = instanceStart(module, year);
      instances.push({
        module,
        year,
        hub,
        tutorId: tutorOf.get(tutorKey) ?? null,
        startsOn,
        assignments: assignmentsFor(module, year, startsOn),
      });
    }
  }
  return instances;
}

export function planResults(
  engagements: readonly PlannedEngagement[],
  instances: readonly Instance[],
  ctx: CourseworkContext,
): Result[] {
  const byKey = new Map<string, Instance[]>();
  for (const i of instances) {
    const key = `${i.year}|${i.hub}|${i.module.level}`;
    byKey.set(key, [...(byKey.get(key) ?? []), i]);
  }
  // A student's years in order (a transfer's two engagements together), so no module is taken twice.
  const years = new Map<number, { e: PlannedEngagement; session: PlannedSession }[]>();
  for (const e of engagements)
    for (const session of e.sessions) years.set(e.studentId, [...(years.get(e.studentId) ?? []), { e, session }]);
  const results: Result[] = [];
  for (const list of years.values()) {
    const taken = new Set<string>();
    list.forEach(({ e, session }, n) => {
      if (session.status === 'Starting') return;
      const demo = e.studentId === ctx.demoStudentId;
      const available = (byKey.get(`${session.year}|${e.hub}|${session.level}`) ?? []).filter(
        (i) =>
          !taken.has(i.module.code) &&
          !(demo && session.year < ctx.year && DEMO_STUDENT_MODULES.includes(i.module.code)),
      );
      if (available.length === 0) return;
      // Leave at least three modules of the level for next year when it is spent at the same level.
      const next = list[n + 1]?.session;
      const reserve = next && next.level === session.level && next.status !== 'Starting' ? 3 : 0;
      let chosen: Instance[];
      if (demo && session.year === ctx.year)
        chosen = available.filter((i) => DEMO_STUDENT_MODULES.includes(i.module.code));
      else if (session.level === '7Diss') chosen = available;
      else {
        const wanted =
          e.pace === 'FT'
            ? faker.number.int({ min: 5, max: 6 })
            : e.pace === 'Extended'
              ? 3
              : faker.number.int({ min: 3, max: 4 });
        chosen = faker.helpers.arrayElements(available, Math.max(1, Math.min(wanted, available.length - reserve)));
      }
      const outcome = session.status === 'Incomplete' ? 'Withdrawn' : session.year === ctx.year ? 'Enrolled' : 'Passed';
      for (const instance of chosen) {
        taken.add(instance.module.code);
        results.push({ engagement: e, session, instance, outcome });
      }
    });
  }
  return results;
}
