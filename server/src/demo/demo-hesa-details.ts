import type { Trx } from './batch.ts';

// Demo HESA details (issue 16): nationality, domicile and qualification on entry for most
// students, so the demo's return has students in it; about one in ten has none, so the HESA
// worklist has gaps to fix. Deterministic by student id (no faker: every later seed stays as it was).

const NATIONS = ['GB', 'GB', 'GB', 'GB', 'GB', 'GB', 'GB', 'NG', 'GB', 'ZA', 'GB', 'US'];
const ENTRY = ['HZZ', 'P50', 'HZZ', 'MZZ', 'P50', 'JUK', 'HZZ', 'P80', 'X00', 'HZZ'];

export async function seedHesaDetails(trx: Trx, now: string, demoStudentPersonId: number) {
  const students = await trx
    .selectFrom('students')
    .select('id')
    .where('person_id', '!=', demoStudentPersonId)
    .orderBy('id')
    .execute();
  const rows = students
    .map((s) => Number(s.id))
    .filter((id) => id % 10 !== 3)
    .map((id) => {
      const nationality = NATIONS[id % NATIONS.length]!;
      return {
        student_id: id,
        nationality,
        domicile: nationality === 'GB' || id % 4 !== 0 ? 'XF' : nationality,
        entry_qualification: ENTRY[id % ENTRY.length]!,
        created_at: now,
        updated_at: now,
      };
    });
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto('hesa_student_details')
      .values(rows.slice(i, i + 500))
      .execute();
}
