import { addDays } from '@collegium/domain/day-arithmetic';
import { insertAll, type Trx } from './batch.ts';

// Students asking for a copy of their file (spec 7.3 folder-request), so the registry's Folder
// requests screen has something to do: three waiting, one sent last month. Chosen by student id
// among current students other than the demo student, without faker, so no other demo data moves.

const REASONS = [
  'I am applying for ordination training elsewhere and the diocese has asked for my full academic record.',
  'For my own records: I would like to see what the college holds about me.',
  'My new employer needs evidence of the modules I have completed so far.',
  'I am transferring to another college next year and they have asked for my file.',
];

export async function seedFolderRequests(trx: Trx, now: string, demoStudentPersonId: number): Promise<void> {
  const today = now.slice(0, 10);
  const students = await trx
    .selectFrom('students as s')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .select(['s.id', 'p.email', 'p.address1', 'p.city', 'p.post_code'])
    .where('s.status', '=', 'Current')
    .where('s.person_id', '!=', demoStudentPersonId)
    .orderBy('s.id')
    .limit(4)
    .execute();
  const registry = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'registry@demo.college')
    .executeTakeFirst();
  const rows = students.map((s, i) => {
    const post = i === 1 && s.post_code !== null;
    const sendTo = post ? [s.address1, s.city, s.post_code].filter(Boolean).join(', ') : (s.email ?? '');
    const requested = `${addDays(today, -(i === 3 ? 34 : 2 + i * 3))}T${10 + i}:15:00.000Z`;
    const sent = i === 3;
    return {
      student_id: s.id,
      status: sent ? 'Sent' : 'Pending',
      reason: REASONS[i] as string,
      delivery: post ? 'Post' : 'Email',
      send_to: sendTo,
      requested_at: requested,
      completed_at: sent ? `${addDays(today, -30)}T14:40:00.000Z` : null,
      completed_by_user_id: sent ? (registry?.id ?? null) : null,
      decision_note: sent ? 'Sent as a password-protected PDF; the password followed by text message.' : null,
      created_at: now,
      updated_at: now,
    };
  });
  await insertAll(
    trx,
    'folder_requests',
    rows.filter((r) => r.send_to !== ''),
  );
}
