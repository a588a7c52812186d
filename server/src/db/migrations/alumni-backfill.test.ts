import { describe, expect, it } from 'vitest';
import { buildUser, buildStudent } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { backfillAlumni } from './2026-11-27-0061a-alumni-from-completion.ts';

// Migration 0061a: students already Completed get their alumni record; running it adds nothing twice.

const { db } = await createTestApp();

describe('migration 0061a: alumni of students already Completed', () => {
  it('makes one record per Completed engagement, links an earlier one, and leaves other students alone', async () => {
    const done = await buildUser(db);
    const completed = await buildStudent(db, done.personId, {
      status: 'Completed',
      programmeCode: 'DipHE',
      hub: 'Online',
    });
    const earlier = await buildUser(db);
    const linked = await buildStudent(db, earlier.personId, { status: 'Completed', programmeCode: 'BTh' });
    const now = new Date().toISOString();
    await db.kysely
      .insertInto('alumni')
      .values({
        person_id: earlier.personId,
        programme: 'BTh',
        graduation_year: 2019,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const current = await buildUser(db);
    await buildStudent(db, current.personId, { status: 'Current' });

    await backfillAlumni(db.kysely as never);
    await backfillAlumni(db.kysely as never);

    const rows = await db.kysely
      .selectFrom('alumni')
      .select(['person_id', 'programme', 'hub', 'engagement_id', 'graduation_year'])
      .where('person_id', 'in', [done.personId, earlier.personId, current.personId])
      .orderBy('person_id')
      .execute();
    expect(rows).toEqual([
      {
        person_id: done.personId,
        programme: 'DipHE',
        hub: 'Online',
        engagement_id: completed.engagementId,
        graduation_year: Number(now.slice(0, 4)),
      },
      {
        person_id: earlier.personId,
        programme: 'BTh',
        hub: 'Durham',
        engagement_id: linked.engagementId,
        graduation_year: Number(now.slice(0, 4)),
      },
    ]);
  });
});
