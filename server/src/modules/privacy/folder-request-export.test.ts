import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { tempFilesDir } from '../files/test-uploads.ts';
import { runDueJobs } from '../jobs/worker.ts';

// Issue 15: a student asks for their data through the folder request. When the registry marks
// the request sent, the subject-access export of everything held about the student is made (a
// job), linked to the request, and found on the person's privacy page; a declined request makes
// none.

const { app, db, ctx } = await createTestApp({ FILES_DIR: tempFilesDir() });

async function student(firstName: string) {
  const user = await buildUser(db, { permissions: 'forms:student', firstName, lastName: 'Asker' });
  const s = await buildStudent(db, user.personId);
  const cookie = await login(app, user);
  const asked = await app.inject({
    method: 'PUT',
    url: '/api/forms/student/folder-request',
    headers: { cookie },
    payload: { reason: 'I would like a copy of what you hold about me.', delivery: 'Email' },
  });
  expect(asked.statusCode).toBe(200);
  return { user, studentId: s.id, requestId: asked.json().id as number };
}

describe('a folder request marked sent', () => {
  it('produces the subject-access export for that student; a declined one produces none', async () => {
    const registry = await login(app, await buildUser(db, { permissions: 'students:view students:edit' }));
    const admin = await login(app, await buildUser(db, { permissions: 'admin:menu admin:admin' }));
    const sent = await student('Agnes');
    const declined = await student('Bede');
    const decide = (id: number, body: object) =>
      app.inject({
        method: 'POST',
        url: `/api/students/folder-requests/${id}/decision`,
        headers: { cookie: registry },
        payload: body,
      });
    expect((await decide(sent.requestId, { status: 'Sent', note: 'Sent by e-mail.' })).statusCode).toBe(200);
    expect((await decide(declined.requestId, { status: 'Declined', note: 'Please call us first.' })).statusCode).toBe(
      200,
    );
    expect(
      await db.kysely
        .selectFrom('subject_access_exports')
        .select(['person_id', 'folder_request_id', 'status'])
        .execute(),
    ).toEqual([{ person_id: sent.user.personId, folder_request_id: sent.requestId, status: 'queued' }]);

    await runDueJobs(ctx);
    const person = (
      await app.inject({ method: 'GET', url: `/api/privacy/people/${sent.user.personId}`, headers: { cookie: admin } })
    ).json();
    expect(person.exports).toEqual([
      expect.objectContaining({ status: 'done', viaFolderRequest: true, hasFile: true }),
    ]);
    const file = await app.inject({
      method: 'GET',
      url: `/api/privacy/exports/${person.exports[0].id}/file`,
      headers: { cookie: admin },
    });
    expect(file.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(file.rawPayload);
    const students = JSON.parse(await zip.file('data/students.json')!.async('string'));
    expect(students.map((s: { id: number }) => s.id)).toEqual([sent.studentId]);
    const requests = JSON.parse(await zip.file('data/folder_requests.json')!.async('string'));
    expect(requests.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([[sent.requestId, 'Sent']]);

    const other = (
      await app.inject({
        method: 'GET',
        url: `/api/privacy/people/${declined.user.personId}`,
        headers: { cookie: admin },
      })
    ).json();
    expect(other.exports).toEqual([]);
  });
});
