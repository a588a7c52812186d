import { FEMALE_NAMES, MALE_NAMES } from './names.ts';
import { insertAll, type Trx } from './batch.ts';
import { addDays } from './seed-calendar.ts';

// Issue 5: what current students have already entered in the portal (emergency contacts,
// residential needs, DBS, safeguarding training, policies agreed), so the record page's Portal
// forms tab has something to show. Not the demo student, whose forms are still to do (the portal
// story fills them in). Chosen from the student id, without faker, so no other demo data moves.

/** The first contact is next of kin, the second someone else close; by sex, so a name fits its role. */
const RELATIONSHIPS = {
  1: { female: ['Wife', 'Mother', 'Wife'], male: ['Husband', 'Father', 'Husband'] },
  2: { female: ['Sister', 'Friend', 'Daughter', 'Churchwarden'], male: ['Brother', 'Friend', 'Son', 'Vicar'] },
} as const;
const DIETS = [
  'Vegetarian',
  'Vegan',
  'Coeliac: gluten-free meals, please',
  'Nut allergy (I carry an adrenaline pen)',
  'No pork',
  'Lactose intolerant',
] as const;
const ACCESS = [
  'A ground-floor room, please: I cannot manage stairs with luggage.',
  'I use a hearing aid: a seat near the front and the hearing loop, please.',
  'Step-free access (I use a crutch).',
] as const;
const SAFEGUARDING_COURSES: Readonly<Record<string, string>> = {
  London: 'Diocese of London, Foundation module (C0 and C1)',
  Birmingham: 'Diocese of Birmingham, Basic Awareness and Foundation',
  Manchester: 'Diocese of Manchester, Foundation module, ref SG-MAN',
  Bristol: 'Diocese of Bristol, Safer Recruitment and Foundation',
  Durham: 'Diocese of Durham, Foundation module, ref SG-DUR',
  Online: 'Church of England online Basic Awareness and Foundation',
};

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;
/** A number from Ofcom's range kept for drama, so no real phone rings. */
const mobile = (n: number) => `07700 900${String(n % 1000).padStart(3, '0')}`;

export async function seedPortalForms(trx: Trx, now: string, demoStudentPersonId: number) {
  const today = now.slice(0, 10);
  const students = await trx
    .selectFrom('students')
    .innerJoin('people', 'people.id', 'students.person_id')
    .select(['students.id', 'students.hub', 'people.last_name'])
    .where('students.status', '=', 'Current')
    .where('students.person_id', '!=', demoStudentPersonId)
    .orderBy('students.id')
    .execute();
  const at = (id: number, daysAgo: number) =>
    `${addDays(today, -((id * 7 + daysAgo) % 90) - 1)}T${String(9 + (id % 9)).padStart(2, '0')}:${String((id * 13) % 60).padStart(2, '0')}:00.000Z`;

  // About two in three have given both contacts.
  const withContacts = students.filter((s) => s.id % 3 !== 0);
  await insertAll(
    trx,
    'student_emergency_contacts',
    withContacts.flatMap((s) =>
      [1, 2].map((position) => {
        const n = s.id * 2 + position;
        const female = (s.id + position) % 2 === 0;
        const first = pick(female ? FEMALE_NAMES : MALE_NAMES, n * 7);
        const relationship = pick(RELATIONSHIPS[position as 1 | 2][female ? 'female' : 'male'], s.id);
        const name = ['Friend', 'Vicar', 'Churchwarden'].includes(relationship)
          ? `${first} ${pick(['Whitaker', 'Osei', 'Patel', 'Hughes', 'Morgan'], n)}`
          : `${first} ${s.last_name}`;
        const updated = at(s.id, 0);
        return {
          student_id: s.id,
          position,
          name,
          relationship,
          phone: mobile(n * 37),
          alternative_phone: n % 4 === 0 ? mobile(n * 53) : null,
          email: null,
          created_at: updated,
          updated_at: updated,
        };
      }),
    ),
  );

  // The other sections, each for some of the students.
  const rows = students
    .filter((s) => s.id % 5 !== 0)
    .map((s) => {
      const residential = s.id % 2 === 0;
      const dbs = s.id % 3 !== 1;
      const safeguarding = s.id % 4 !== 1;
      const policies = s.id % 3;
      const agreed = addDays(today, -((s.id * 11) % 60) - 1);
      const created = at(s.id, 3);
      return {
        student_id: s.id,
        dietary_needs: residential && s.id % 4 === 0 ? pick(DIETS, s.id) : null,
        access_needs: residential && s.id % 14 === 0 ? pick(ACCESS, s.id) : null,
        residential_updated_at: residential ? at(s.id, 5) : null,
        dbs_certificate_number: dbs ? `00${String(1_000_000_000 + s.id * 7919).slice(-10)}` : null,
        dbs_issue_date: dbs ? addDays(today, -200 - ((s.id * 17) % 900)) : null,
        dbs_update_service: dbs ? s.id % 2 : null,
        dbs_updated_at: dbs ? at(s.id, 8) : null,
        safeguarding_training_date: safeguarding ? addDays(today, -30 - ((s.id * 23) % 700)) : null,
        safeguarding_certificate: safeguarding
          ? (SAFEGUARDING_COURSES[s.hub ?? 'Online'] ?? SAFEGUARDING_COURSES.Online)
          : null,
        safeguarding_updated_at: safeguarding ? at(s.id, 11) : null,
        code_of_conduct_agreed_on: policies > 0 ? agreed : null,
        safeguarding_policy_agreed_on: policies > 0 ? agreed : null,
        academic_conduct_agreed_on: policies === 1 ? agreed : null,
        created_at: created,
        updated_at: created,
      };
    });
  await insertAll(trx, 'student_form_details', rows);
}
