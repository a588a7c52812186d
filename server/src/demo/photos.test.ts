import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { tempFilesDir } from '../modules/files/test-uploads.ts';
import { buildUser, login } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';
import { seedDemoData } from './demo-data.ts';
import { avatarSvg, initialsOf } from './photos.ts';

// The demo photos: most students get an avatar stored like an uploaded photo. (How long seeding
// takes is the benchmark's business, never a test's: a timed test fails on a busy machine.)

const filesDir = tempFilesDir();
const { app, db } = await createTestApp({ FILES_DIR: filesDir });
await seedDemoData(db, { filesDir });

describe('demo photos', () => {
  it('gives most students a stored JPEG avatar', async () => {
    const students = await db.kysely.selectFrom('students').select(['id', 'photo_file_id']).execute();
    const withPhoto = students.filter((s) => s.photo_file_id !== null);
    expect(withPhoto.length / students.length).toBeGreaterThan(0.8);
    expect(withPhoto.length).toBeLessThan(students.length);
    const months = readdirSync(filesDir);
    expect(months.length).toBe(1);

    const cookie = await login(app, await buildUser(db, { permissions: 'students:menu students:view' }));
    const res = await app.inject({
      method: 'GET',
      url: `/api/students/${withPhoto[0]?.id}/photo`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
  });

  it('draws the initials, A to Z only', () => {
    expect(initialsOf('Zoë', 'Ó Briain')).toBe('ZO');
    expect(initialsOf('Ann', "d'Souza")).toBe('AD');
    expect(avatarSvg('AB', 'x').match(/<polyline/g)).toHaveLength(3);
  });
});
