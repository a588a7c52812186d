import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { multipartBody, sampleImage, samplePdf, tempFilesDir } from '../files/test-uploads.ts';

// The Documents tab: upload (PDF, JPEG, PNG, DOCX by content), list, download and delete, audited.

const { app, db } = await createTestApp({ FILES_DIR: tempFilesDir(), DOCUMENT_MAX_MB: '1' });
const PDF = samplePdf();

let registry: string;
let viewer: string;
let studentId: number;

const send = (
  cookie: string,
  id: number,
  fields: Record<string, string>,
  file?: { filename: string; contentType: string; bytes: Buffer },
) => {
  const body = multipartBody(fields, file);
  return app.inject({
    method: 'POST',
    url: `/api/students/${id}/documents`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
};

beforeAll(async () => {
  registry = await login(
    app,
    await buildUser(db, {
      permissions: 'students:menu students:view students:edit',
      firstName: 'Rita',
      lastName: 'Registry',
    }),
  );
  viewer = await login(app, await buildUser(db, { permissions: 'students:menu students:view' }));
  const person = await buildUser(db);
  studentId = (await buildStudent(db, person.personId)).id;
});

describe('student documents', () => {
  it('round-trips a PDF: upload, list, download, delete', async () => {
    const created = await send(
      registry,
      studentId,
      { title: 'Baptism certificate', category: 'Identity' },
      { filename: 'Taufe – certificate.pdf', contentType: 'application/octet-stream', bytes: PDF },
    );
    expect(created.statusCode).toBe(201);
    const doc = created.json();
    expect(doc).toMatchObject({
      title: 'Baptism certificate',
      category: 'Identity',
      contentType: 'application/pdf',
      size: PDF.length,
      uploadedBy: 'Rita Registry',
    });

    const list = await app.inject({
      method: 'GET',
      url: `/api/students/${studentId}/documents`,
      headers: { cookie: viewer },
    });
    expect(list.json()).toEqual({ items: [doc], abilities: { upload: false, delete: false } });

    const file = await app.inject({
      method: 'GET',
      url: `/api/students/${studentId}/documents/${doc.id}/file`,
      headers: { cookie: viewer },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Taufe _ certificate.pdf"; filename*=UTF-8''Taufe%20%E2%80%93%20certificate.pdf`,
    );

    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/students/${studentId}/documents/${doc.id}`,
          headers: { cookie: viewer },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/students/${studentId}/documents/${doc.id}`,
          headers: { cookie: registry },
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/students/${studentId}/documents/${doc.id}/file`,
          headers: { cookie: viewer },
        })
      ).statusCode,
    ).toBe(404);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'students')
      .where('entity_id', '=', String(studentId))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['document.upload', 'document.remove']);
  });

  it('takes a PNG under a misleading name and serves it with the type its content has', async () => {
    const res = await send(
      registry,
      studentId,
      { title: 'Letter scan', category: 'Correspondence' },
      { filename: 'scan.pdf', contentType: 'application/pdf', bytes: await sampleImage('png', 20, 20) },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ contentType: 'image/png', filename: 'scan.png' });
  });

  it('refuses a bad title, category and file together, storing nothing', async () => {
    const before = await db.kysely
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await send(
      registry,
      studentId,
      { title: ' ', category: 'Gossip' },
      { filename: 'notes.docx', contentType: 'application/msword', bytes: Buffer.from('plain text') },
    );
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['category', 'file', 'title']);
    const gif = await send(
      registry,
      studentId,
      { title: 'Gif', category: 'Other' },
      { filename: 'a.gif', contentType: 'image/gif', bytes: await sampleImage('gif', 10, 10) },
    );
    expect(gif.json().details).toEqual([{ param: 'file', message: expect.stringContaining('GIF') }]);
    const big = await send(
      registry,
      studentId,
      { title: 'Big', category: 'Other' },
      { filename: 'big.pdf', contentType: 'application/pdf', bytes: Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]) },
    );
    expect(big.statusCode).toBe(413);
    const after = await db.kysely
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps documents to their own student', async () => {
    const other = (await buildStudent(db, (await buildUser(db)).personId)).id;
    const list = await app.inject({
      method: 'GET',
      url: `/api/students/${studentId}/documents`,
      headers: { cookie: registry },
    });
    const id = list.json().items[0].id;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/students/${other}/documents/${id}/file`,
          headers: { cookie: registry },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/students/${other}/documents/${id}`,
          headers: { cookie: registry },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/students/999999/documents', headers: { cookie: registry } }))
        .statusCode,
    ).toBe(404);
  });
});
