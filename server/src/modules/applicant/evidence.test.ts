import { describe, expect, it } from 'vitest';
import { multipartBody, samplePdf, tempFilesDir } from '../files/test-uploads.ts';
import { createTestApp } from '../../test/test-app.ts';
import { registerApplicant } from './applicant-test-support.ts';

const { app, db } = await createTestApp({ FILES_DIR: tempFilesDir(), DOCUMENT_MAX_MB: '1' });

const PDF = samplePdf();
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');

function upload(cookie: string, fields: Record<string, string>, bytes: Buffer, filename = 'finance.pdf') {
  const body = multipartBody(fields, { filename, contentType: 'application/pdf', bytes });
  return app.inject({
    method: 'POST',
    url: '/api/applicant/application/evidence',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

describe('evidence uploads (spec 3, 9; source Applicant)', () => {
  it('takes a PDF of a known type, lists it, serves it to its owner only, and removes it', async () => {
    const ada = await registerApplicant(app, db);
    const bob = await registerApplicant(app, db);
    const res = await upload(ada.cookie, { type: 'Finance' }, PDF);
    expect(res.statusCode).toBe(201);
    const [item] = res.json().evidence;
    expect(item).toMatchObject({
      type: 'Finance',
      source: 'Applicant',
      fileName: 'finance.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });

    const file = await app.inject({
      method: 'GET',
      url: `/api/applicant/application/evidence/${item.id}/file`,
      headers: { cookie: ada.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toContain('finance.pdf');
    // Another applicant cannot reach it.
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/applicant/application/evidence/${item.id}/file`,
          headers: { cookie: bob.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/applicant/application/evidence/${item.id}`,
          headers: { cookie: bob.cookie },
        })
      ).statusCode,
    ).toBe(404);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/applicant/application/evidence/${item.id}`,
      headers: { cookie: ada.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().evidence).toEqual([]);
    expect(
      await db.kysely.selectFrom('files').select('id').where('original_name', '=', 'finance.pdf').execute(),
    ).toEqual([]);
  });

  it('refuses an unknown kind, a file that is not a document, no file and a file too large', async () => {
    const { cookie } = await registerApplicant(app, db);
    const bad = await upload(cookie, { type: 'Horoscope' }, GIF, 'cat.pdf');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.map((d: { param: string }) => d.param)).toEqual(['type', 'file']);
    const none = multipartBody({ type: 'Finance' });
    const empty = await app.inject({
      method: 'POST',
      url: '/api/applicant/application/evidence',
      headers: { cookie, ...none.headers },
      payload: none.payload,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().details).toEqual([{ param: 'file', message: 'Choose a file to upload.' }]);
    const big = await upload(cookie, { type: 'Finance' }, Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 1)]));
    expect(big.statusCode).toBe(413);
    expect(await db.kysely.selectFrom('application_evidence').select('id').execute()).toEqual([]);
  });
});
