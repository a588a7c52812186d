import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp, TEST_DB } from '../../test/test-app.ts';
import { runDueJobs } from '../jobs/worker.ts';
import { scheduleRecurringJobs } from '../jobs/recurring.ts';
import { signedStudent } from '../../test/signed-student.ts';
import { multipartBody, type MultipartFile, sampleDocx, samplePdf, tempFilesDir } from './test-uploads.ts';
import { FILE_REFERENCES, FILE_SWEEP_JOB, MAX_UNATTACHED_FILES } from './unattached-files.ts';

// Issue 11, point 9: uploads are checked through the whole file (fake DOCX, truncated PDF and
// polyglots refused, real ones stored); each user's files not yet held by a record are capped;
// the hourly sweep deletes unattached files older than a day, rows and bytes, and keeps the rest.

const filesDir = tempFilesDir();
const { app, db, ctx } = await createTestApp({ FILES_DIR: filesDir });

function storedOnDisk(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(filesDir, full).split(path.sep).join('/'));
    }
  };
  walk(filesDir);
  return out.sort();
}
const fileRows = async () =>
  Number(
    (
      await db.kysely
        .selectFrom('files')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const uploadEvidence = (cookie: string, file: MultipartFile) => {
  const body = multipartBody({}, file);
  return app.inject({
    method: 'POST',
    url: '/api/forms/student/extension-evidence',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
};
const pdf = (bytes: Buffer, filename = 'evidence.pdf'): MultipartFile => ({
  filename,
  contentType: 'application/pdf',
  bytes,
});
const docx = (bytes: Buffer, filename = 'statement.docx'): MultipartFile => ({
  filename,
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  bytes,
});
const zipOf = async (files: Record<string, string>) => {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(files)) zip.file(name, text);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};

describe('uploads are checked through the whole file', () => {
  it('refuses fake DOCX, truncated PDF and polyglots with a 422 at the file field, and stores nothing', async () => {
    const s = await signedStudent(app, db);
    const real = samplePdf('Doctor letter');
    const cases: [string, MultipartFile, RegExp][] = [
      [
        'a ZIP without the OOXML parts',
        docx(await zipOf({ 'notes.txt': 'hello', 'word/other.xml': '<a/>' })),
        /not a PDF, JPEG, PNG or Word \(DOCX\) document/,
      ],
      [
        'random bytes behind a ZIP header naming the parts',
        docx(Buffer.concat([Buffer.from('PK\x03\x04[Content_Types].xml word/document.xml'), Buffer.alloc(2000, 0x41)])),
        /Word \(DOCX\) file is damaged/,
      ],
      ['a truncated PDF', pdf(real.subarray(0, Math.floor(real.length / 2))), /PDF file is damaged/],
      [
        'a PDF header over nothing',
        pdf(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')),
        /PDF file is damaged/,
      ],
      [
        'a PDF with a ZIP appended',
        pdf(Buffer.concat([real, await sampleDocx()])),
        /PDF file is damaged.*after the end/,
      ],
      [
        'HTML disguised as a PDF',
        pdf(Buffer.from('%PDF-1.4\n<html><body><script>fetch("/api/users")</script></body></html>\n%%EOF\n')),
        /PDF file is damaged/,
      ],
      ['a PDF carrying a script in its text', pdf(samplePdf('<script>alert(1)</script>')), /web page or script code/],
    ];
    for (const [name, file, message] of cases) {
      const res = await uploadEvidence(s.cookie, file);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().details, name).toEqual([{ param: 'file', message: expect.stringMatching(message) }]);
    }
    expect(await fileRows()).toBe(0);
    expect(storedOnDisk()).toEqual([]);
  });

  it('stores a real PDF and a real Word document made here, with their type and size', async () => {
    const s = await signedStudent(app, db);
    for (const file of [pdf(samplePdf('Doctor letter')), docx(await sampleDocx('My statement'))]) {
      const res = await uploadEvidence(s.cookie, file);
      expect(res.statusCode, res.body).toBe(201);
      const row = await db.kysely
        .selectFrom('files')
        .select(['storage_key', 'content_type', 'size'])
        .where('id', '=', res.json().fileId)
        .executeTakeFirstOrThrow();
      expect(row.content_type).toBe(file.contentType);
      expect(Number(row.size)).toBe(file.bytes.length);
    }
  });

  it('checks staff document uploads the same way', async () => {
    const registry = await login(app, await buildUser(db, { permissions: 'students:view students:edit' }));
    const student = await buildStudent(db, (await buildUser(db, { permissions: 'forms:student' })).personId);
    const send = (file: MultipartFile) => {
      const body = multipartBody({ title: 'Statement', category: 'Evidence' }, file);
      return app.inject({
        method: 'POST',
        url: `/api/students/${student.id}/documents`,
        headers: { cookie: registry, ...body.headers },
        payload: body.payload,
      });
    };
    const fake = await send(
      docx(await zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<html><script>x</script></html>' })),
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().details.map((d: { param: string }) => d.param)).toEqual(['file']);
    expect((await send(docx(await sampleDocx()))).statusCode).toBe(201);
  });
});

describe('unattached uploads', () => {
  it(`caps a user's files not yet sent with a request at ${MAX_UNATTACHED_FILES} (429 at the file field), and frees a place once one is sent`, async () => {
    const s = await signedStudent(app, db);
    const ids: number[] = [];
    for (let i = 0; i < MAX_UNATTACHED_FILES; i++) {
      const res = await uploadEvidence(s.cookie, pdf(samplePdf(`Letter ${i}`)));
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().fileId);
    }
    const before = storedOnDisk().length;
    const over = await uploadEvidence(s.cookie, pdf(samplePdf('One too many')));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'too_many_uploads',
      details: [{ param: 'file', message: expect.stringContaining(`the most is ${MAX_UNATTACHED_FILES}`) }],
    });
    expect(storedOnDisk().length).toBe(before);
    // Another student is not held back by this one's files.
    const other = await signedStudent(app, db);
    expect((await uploadEvidence(other.cookie, pdf(samplePdf()))).statusCode).toBe(201);
    // Sending one with a request attaches it: a place is free again.
    const sent = await app.inject({
      method: 'POST',
      url: `/api/forms/student/extension-request/${s.engagementId}/${s.sessionId}/${s.moduleInstanceId}/`,
      headers: { cookie: s.cookie },
      payload: {
        assignmentId: s.assignmentId,
        length: '7 days',
        lastEssayOfYear: false,
        reason: 'Flu.',
        evidenceFileId: ids[0],
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await uploadEvidence(s.cookie, pdf(samplePdf('Now it fits')))).statusCode).toBe(201);
  });

  it('the sweep job deletes day-old unattached files from the database and FILES_DIR, and keeps attached and recent ones', async () => {
    const s = await signedStudent(app, db);
    const up = async (text: string) => (await uploadEvidence(s.cookie, pdf(samplePdf(text)))).json().fileId as number;
    const old = await up('Forgotten');
    const attached = await up('Sent');
    const recent = await up('Just now');
    const sent = await app.inject({
      method: 'POST',
      url: `/api/forms/student/extension-request/${s.engagementId}/${s.sessionId}/${s.moduleInstanceId}/`,
      headers: { cookie: s.cookie },
      payload: {
        assignmentId: s.assignmentId,
        length: '7 days',
        lastEssayOfYear: false,
        reason: 'Flu.',
        evidenceFileId: attached,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const now = new Date();
    const dayAndHourAgo = new Date(now.getTime() - 25 * 60 * 60 * 1000).toISOString();
    await db.kysely
      .updateTable('files')
      .set({ created_at: dayAndHourAgo })
      .where('id', 'in', [old, attached])
      .execute();
    const keyOf = async (id: number) =>
      (await db.kysely.selectFrom('files').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow())
        .storage_key;
    const [oldKey, attachedKey, recentKey] = [await keyOf(old), await keyOf(attached), await keyOf(recent)];
    expect(storedOnDisk()).toEqual(expect.arrayContaining([oldKey, attachedKey, recentKey]));

    await scheduleRecurringJobs(ctx, now);
    await runDueJobs(ctx, { now });
    const left = (await db.kysely.selectFrom('files').select('id').where('id', 'in', [old, attached, recent]).execute())
      .map((r) => r.id)
      .sort((a, b) => a - b);
    expect(left).toEqual([attached, recent].sort((a, b) => a - b));
    expect(storedOnDisk()).not.toContain(oldKey);
    expect(storedOnDisk()).toEqual(expect.arrayContaining([attachedKey, recentKey]));
    // The next sweep waits an hour.
    const next = await db.kysely
      .selectFrom('jobs')
      .select(['run_at', 'status'])
      .where('type', '=', FILE_SWEEP_JOB)
      .where('status', '=', 'queued')
      .execute();
    expect(next).toEqual([{ run_at: new Date(now.getTime() + 60 * 60 * 1000).toISOString(), status: 'queued' }]);
  });

  it('knows every column that holds a file (the database’s foreign keys to files)', async () => {
    const rows =
      TEST_DB === 'postgres'
        ? (
            await sql<{
              tbl: string;
              col: string;
            }>`select cl.relname as tbl, a.attname as col from pg_constraint c join pg_class cl on cl.oid = c.conrelid join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey) where c.contype = 'f' and c.confrelid = 'files'::regclass`.execute(
              db.kysely,
            )
          ).rows
        : (
            await sql<{
              tbl: string;
              col: string;
            }>`select m.name as tbl, f."from" as col from sqlite_master m join pragma_foreign_key_list(m.name) f where m.type = 'table' and f."table" = 'files'`.execute(
              db.kysely,
            )
          ).rows;
    const found = rows.map((r) => `${r.tbl}.${r.col}`).sort();
    expect(found).toEqual(FILE_REFERENCES.map(([t, c]) => `${t}.${c}`).sort());
  });
});
