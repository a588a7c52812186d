import { fakerEN_GB as faker } from '@faker-js/faker';
import type { FACULTY_DEPARTMENTS } from '@collegium/domain/entities/faculty';
import type { ProgrammeCode } from '@collegium/domain/programme-levels';
import { insertAccount } from '../modules/users/insert-account.ts';
import { insertAll, type Trx } from './batch.ts';
import { dateBetween, exampleEmail, insertPeople, makePerson } from './people.ts';
import { HUBS, type Hub } from './places.ts';

// Demo faculty: a hub director for each hub, programme directors and tutors. Those still in post
// have staff accounts (signing in with the college's single sign-on, so no password).

type Department = (typeof FACULTY_DEPARTMENTS)[number];
type Role = 'Hub director' | 'Programme director' | 'Tutor';

interface Post {
  jobTitle: string;
  department: Department;
  role: Role;
  hub: Hub | null;
  programme?: ProgrammeCode;
}

const TUTOR_POSTS: readonly [string, Department][] = [
  ['Tutor in Old Testament', 'Biblical Studies'],
  ['Tutor in New Testament', 'Biblical Studies'],
  ['Senior Lecturer in Biblical Studies', 'Biblical Studies'],
  ['Tutor in Biblical Languages', 'Biblical Studies'],
  ['Tutor in Christian Doctrine', 'Christian Doctrine'],
  ['Lecturer in Systematic Theology', 'Christian Doctrine'],
  ['Tutor in Christian Ethics', 'Christian Doctrine'],
  ['Tutor in Church History', 'Church History'],
  ['Lecturer in the History of Christianity', 'Church History'],
  ['Tutor in Mission', 'Mission and Ministry'],
  ['Director of Pioneer Ministry', 'Mission and Ministry'],
  ['Tutor in Youth and Children’s Ministry', 'Mission and Ministry'],
  ['Tutor in Pastoral Theology', 'Practical Theology'],
  ['Director of Studies', 'Practical Theology'],
  ['Tutor in Worship and Liturgy', 'Practical Theology'],
  ['Study Skills Adviser', 'Study Skills'],
];

const UNIVERSITIES = [
  'Durham',
  'Oxford',
  'Cambridge',
  'King’s College London',
  'Manchester',
  'Nottingham',
  'Birmingham',
  'St Andrews',
  'Edinburgh',
  'Exeter',
  'Bristol',
  'Aberdeen',
];

function posts(): Post[] {
  const hubDirectors = HUBS.filter((h) => h !== 'Online').map<Post>((hub) => ({
    jobTitle: `Hub Director, ${hub}`,
    department: 'Mission and Ministry',
    role: 'Hub director',
    hub,
  }));
  const programmeDirectors = (['MA', 'BTh', 'NLM'] as const).map<Post>((programme) => ({
    jobTitle: `Programme Director (${programme})`,
    department: programme === 'MA' ? 'Christian Doctrine' : 'Practical Theology',
    role: 'Programme director',
    hub: null,
    programme,
  }));
  const tutors = TUTOR_POSTS.map<Post>(([jobTitle, department]) => ({
    jobTitle,
    department,
    role: 'Tutor',
    hub: faker.helpers.arrayElement(HUBS),
  }));
  return [...hubDirectors, ...programmeDirectors, ...tutors];
}

function qualifications(doctor: boolean): string {
  const uni = () => faker.helpers.arrayElement(UNIVERSITIES);
  const degrees = [`MA (${uni()})`, `BA (${uni()})`];
  if (doctor) degrees.unshift(`PhD (${uni()})`);
  if (faker.datatype.boolean(0.4)) degrees.push('PGCert in Higher Education');
  return degrees.join(', ');
}

/** Seeds the faculty; the demo tutor (`tutorPersonId`) is one of them. Returns how many. */
export async function seedFaculty(
  trx: Trx,
  now: string,
  tutorPersonId: number,
  roleIds: Map<string, number>,
): Promise<number> {
  const all = posts();
  // A few have retired: their records stay, their accounts are gone.
  const retired = new Set([all.length - 1, all.length - 4, all.length - 9]);
  const people = all.map((post, i) => {
    const person = makePerson({ hub: post.hub, clergy: 0.5, doctor: 0.45, minAge: 32, maxAge: 66 });
    return retired.has(i)
      ? person
      : { ...person, email: exampleEmail(person.first_name, person.last_name, 'staff.demo.college') };
  });
  const ids = await insertPeople(trx, people, now);
  const records = all.map((post, i) => ({
    person_id: ids[i] as number,
    job_title: post.jobTitle,
    department: post.department,
    qualifications: qualifications(Boolean(people[i]?.title?.includes('Dr'))),
    hub: post.hub,
    active: retired.has(i) ? 0 : 1,
    start_date: dateBetween('2008-09-01', '2026-09-01'),
    created_at: now,
    updated_at: now,
  }));
  records.push({
    person_id: tutorPersonId,
    job_title: 'Tutor in New Testament',
    department: 'Biblical Studies',
    qualifications: 'PhD (Durham), MA (Durham), BA (Oxford)',
    hub: 'London',
    active: 1,
    start_date: '2019-09-01',
    created_at: now,
    updated_at: now,
  });
  await insertAll(trx, 'faculty', records);

  for (const [i, post] of all.entries()) {
    const email = people[i]?.email;
    if (retired.has(i) || !email) continue;
    const userId = await insertAccount(trx, {
      personId: ids[i] as number,
      email,
      passwordHash: null,
      roleId: roleIds.get(post.role) as number,
      hub: post.hub,
    });
    if (post.programme)
      await trx.updateTable('users').set({ programme: post.programme }).where('id', '=', userId).execute();
  }
  return records.length;
}
