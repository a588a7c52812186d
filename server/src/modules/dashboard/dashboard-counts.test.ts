import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { buildStudent, buildUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { dashboardCounts } from './dashboard-counts.ts';

// The dashboard's one compiled statement (issue 13) against naive counts over the rows themselves,
// on a mix of staff, students, applicants (some already students), inactive accounts and live,
// expired and duplicate sessions.

const { db } = await createTestApp();

async function naive(k: Db['kysely']) {
  const now = new Date().toISOString();
  const students = await k.selectFrom('students').select(['status']).execute();
  const people = await k.selectFrom('people').select('id').execute();
  const users = await k.selectFrom('users').select(['id', 'person_id']).where('active', '=', 1).execute();
  const studentPeople = new Set((await k.selectFrom('students').select('person_id').execute()).map((r) => r.person_id));
  const applicantIds = new Set(
    (
      await k
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select('user_roles.user_id')
        .where('roles.name', '=', 'Applicant')
        .execute()
    ).map((r) => r.user_id),
  );
  const sessions = await k.selectFrom('sessions').select(['user_id', 'expires_at']).execute();
  const studentUsers = users.filter((u) => studentPeople.has(u.person_id)).length;
  const applicantUsers = users.filter((u) => !studentPeople.has(u.person_id) && applicantIds.has(u.id)).length;
  return {
    currentStudents: students.filter((s) => s.status === 'Current').length,
    startingStudents: students.filter((s) => s.status === 'Starting').length,
    people: people.length,
    staffUsers: users.length - studentUsers - applicantUsers,
    studentUsers,
    applicantUsers,
    signedInNow: new Set(sessions.filter((s) => s.expires_at > now).map((s) => s.user_id)).size,
  };
}

describe('dashboard counts', () => {
  it('equal naive counts over the rows, before and after changes', async () => {
    const k = db.kysely;
    const now = new Date().toISOString();
    const role = await k
      .insertInto('roles')
      .values({
        name: 'Applicant',
        description: null,
        permissions: 'applications:apply',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('id')
      .executeTakeFirst();
    const applicantRole =
      role?.id ??
      (await k.selectFrom('roles').select('id').where('name', '=', 'Applicant').executeTakeFirstOrThrow()).id;
    const statuses = ['Current', 'Starting', 'Withdrawn', 'Current'];
    for (let i = 0; i < 12; i++) {
      const user = await buildUser(db, { active: i % 5 !== 4, permissions: i % 3 === 0 ? 'dashboard:view' : '' });
      if (i % 2 === 0) await buildStudent(db, user.personId, { status: statuses[i % statuses.length] as string });
      if (i % 3 === 1 || i === 6)
        await k.insertInto('user_roles').values({ user_id: user.id, role_id: applicantRole }).execute();
      const sessions = i % 4 === 0 ? 2 : i % 4 === 1 ? 1 : 0;
      for (let j = 0; j < sessions; j++) {
        const expires = new Date(Date.now() + (i % 8 === 0 && j === 1 ? -60_000 : 3_600_000)).toISOString();
        await k
          .insertInto('sessions')
          .values({
            id_hash: `h-${i}-${j}`,
            user_id: user.id,
            real_user_id: null,
            created_at: now,
            last_seen_at: now,
            expires_at: expires,
            ip: null,
            user_agent: null,
          })
          .execute();
      }
    }
    expect(await dashboardCounts(db)).toEqual(await naive(k));
    // Twice: the compiled statement is reused with a fresh time.
    await k.updateTable('students').set({ status: 'Starting' }).where('status', '=', 'Current').execute();
    await k
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id_hash', 'like', 'h-1-%')
      .execute();
    const after = await dashboardCounts(db);
    expect(after).toEqual(await naive(k));
    expect(after.currentStudents).toBe(0);
  });
});
