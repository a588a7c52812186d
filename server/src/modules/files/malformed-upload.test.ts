import { beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '../../config.ts';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { completeEveryStep, registerApplicant, seedChoices, tokenOf } from '../applicant/applicant-test-support.ts';
import { issueDioceseEvidenceLink } from '../references/diocese-evidence.ts';
import { tempFilesDir } from './test-uploads.ts';

// Malformed multipart bodies (no boundary, cut short, a boundary the body never uses, a file
// name with a NUL) are the client's fault: 400 or 422 in the error shape on every upload route,
// never a 500. Every write route of the table is tried too, so an upload route added later
// cannot answer 500 either.

const { app, db, config, routes } = await createTestApp({
  FILES_DIR: tempFilesDir(),
  FEATURES: FEATURE_FLAGS.join(','),
});

const PDF_START = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n';
const MALFORMED: Record<string, { headers: Record<string, string>; payload: string }> = {
  'no boundary': {
    headers: { 'content-type': 'multipart/form-data' },
    payload: `--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n${PDF_START}\r\n--x--\r\n`,
  },
  truncated: {
    headers: { 'content-type': 'multipart/form-data; boundary=cut' },
    payload: `--cut\r\nContent-Disposition: form-data; name="type"\r\n\r\nFinance\r\n--cut\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${PDF_START}`,
  },
  'boundary never used': {
    headers: { 'content-type': 'multipart/form-data; boundary=expected' },
    payload: `--other\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n${PDF_START}\r\n--other--\r\n`,
  },
  'headers cut short': {
    headers: { 'content-type': 'multipart/form-data; boundary=h' },
    payload: `--h\r\nContent-Disposition: form-data; name="fi`,
  },
  'NUL in the file name': {
    headers: { 'content-type': 'multipart/form-data; boundary=n' },
    payload: `--n\r\nContent-Disposition: form-data; name="type"\r\n\r\nFinance\r\n--n\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\nContent-Type: application/pdf\r\n\r\n${PDF_START}\r\n--n--\r\n`,
  },
  'NUL in a text field': {
    headers: { 'content-type': 'multipart/form-data; boundary=t' },
    payload: `--t\r\nContent-Disposition: form-data; name="title"\r\n\r\nTi\u0000tle\r\n--t\r\nContent-Disposition: form-data; name="type"\r\n\r\nFin\u0000ance\r\n--t\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${PDF_START}\r\n--t--\r\n`,
  },
};

let staffCookie = '';
let studentId = 0;
let applicantCookie = '';
let dioceseToken = '';

beforeAll(async () => {
  await seedChoices(db);
  // A holder of every right who is also a student, so each upload route reaches the upload.
  const staff = await buildUser(db, { permissions: '*' });
  studentId = (await buildStudent(db, staff.personId)).id;
  staffCookie = await login(app, staff);
  const applicant = await registerApplicant(app, db);
  applicantCookie = applicant.cookie;
  await completeEveryStep(app, applicant.cookie);
  const { id } = (
    await app.inject({ method: 'GET', url: '/api/applicant/application', headers: { cookie: applicant.cookie } })
  ).json();
  const issued = await db.kysely.transaction().execute((trx) =>
    issueDioceseEvidenceLink(trx, id, {
      config,
      link: (p: string) => `https://college.example/${p}`,
      actorUserId: null,
    }),
  );
  dioceseToken = tokenOf(issued.link);
});

function uploadRoutes() {
  return [
    { url: `/api/students/${studentId}/photo`, cookie: staffCookie },
    { url: `/api/students/${studentId}/documents`, cookie: staffCookie },
    { url: '/api/forms/student/support-evidence', cookie: staffCookie },
    { url: '/api/forms/student/extension-evidence', cookie: staffCookie },
    { url: '/api/applicant/application/evidence', cookie: applicantCookie },
    { url: `/api/references/diocese/${dioceseToken}`, cookie: '' },
    { url: '/api/profile/picture', cookie: staffCookie },
    { url: '/api/imports', cookie: staffCookie },
    // Issue 17: an event's attendee list.
    { url: '/api/leads/events/1/attendees', cookie: staffCookie },
  ];
}

describe('malformed multipart bodies', () => {
  for (const [name, body] of Object.entries(MALFORMED)) {
    it(`${name}: 400 or 422 with the error shape on every upload route`, async () => {
      for (const route of uploadRoutes()) {
        const res = await app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...body.headers, ...(route.cookie ? { cookie: route.cookie } : {}) },
          payload: body.payload,
        });
        expect([400, 422], `${route.url}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
        const json = res.json();
        expect(json).toMatchObject({ status: res.statusCode, code: expect.any(String), message: expect.any(String) });
      }
      // Nothing was stored by any of them.
      expect(await db.kysely.selectFrom('files').select('id').execute()).toEqual([]);
    });
  }

  it('no write route of the table answers a malformed multipart body with a 5xx; the upload routes above are all of them', async () => {
    const failures: string[] = [];
    const readers = new Set<string>();
    for (const route of routes) {
      const methods = [route.method].flat().filter((m) => m === 'POST' || m === 'PUT' || m === 'PATCH');
      for (const method of methods) {
        const url = route.url
          .replace(/:id\b/g, String(studentId))
          .replace(/:token\b/g, dioceseToken)
          .replace(/:(\w+)/g, '1')
          .replace('*', 'x');
        for (const body of Object.values(MALFORMED)) {
          const cookie = uploadRoutes().find((r) => r.url === url)?.cookie ?? staffCookie;
          const res = await app.inject({
            method: method as 'POST',
            url,
            headers: { ...body.headers, cookie },
            payload: body.payload,
          });
          if (res.statusCode >= 500) failures.push(`${method} ${route.url}: ${res.statusCode} ${res.body}`);
          if (res.statusCode === 400 && res.json().code === 'malformed_upload') readers.add(url);
        }
      }
    }
    expect(failures).toEqual([]);
    expect([...readers].sort()).toEqual(
      uploadRoutes()
        .map((r) => r.url)
        .sort(),
    );
  });
});
