import { sampleRecord } from '@collegium/domain/entities/sample-record';
import { contacts } from '@collegium/domain/entities/contacts';
import { leads } from '@collegium/domain/entities/leads';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSample, nextSample } from '../test/entity-factories.ts';
import { buildUser, login } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';
import { signedStudent } from '../test/signed-student.ts';

// Issue 11, point 12: dates are bounded per field (year 0001 and 9999 refused with the field's
// message, 422), and numbers typed as text are plain decimals ("0x10" is not 16).

const { app, db } = await createTestApp();
let admin: string;
beforeAll(async () => {
  admin = await login(app, await buildUser(db, { permissions: '*' }));
});

const detailsOf = (body: string) =>
  (JSON.parse(body) as { details?: { param: string; message: string }[] }).details ?? [];

describe('dates are bounded per field', () => {
  it('a deferral, interruption or withdrawal effective in 9999 or in year 0001 is refused, nothing written', async () => {
    const s = await signedStudent(app, db);
    for (const [effectiveDate, message] of [
      ['9999-12-31', /^The date can be at most a year ahead \(\d\d\/\d\d\/\d{4}\)\.$/],
      ['0001-01-01', /^The date can be at most a year ago/],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/forms/student/ios-request',
        headers: { cookie: s.cookie },
        payload: { reason: 'Caring for a parent.', effectiveDate },
      });
      expect(res.statusCode).toBe(422);
      expect(detailsOf(res.body)).toEqual([{ param: 'effectiveDate', message: expect.stringMatching(message) }]);
    }
    const rows = await db.kysely
      .selectFrom('student_requests')
      .select('id')
      .where('student_id', '=', s.studentId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('a return date three years and more ahead is refused', async () => {
    const s = await signedStudent(app, db);
    const today = new Date().toISOString().slice(0, 10);
    const res = await app.inject({
      method: 'POST',
      url: '/api/forms/student/ios-request',
      headers: { cookie: s.cookie },
      payload: { reason: 'Illness.', effectiveDate: today, returnDate: '9999-09-01' },
    });
    expect(detailsOf(res.body)).toEqual([
      { param: 'returnDate', message: expect.stringMatching(/^The return date can be at most three years ahead/) },
    ]);
  });

  it('a date of birth in year 0001 is refused on the portal form', async () => {
    const s = await signedStudent(app, db);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/forms/student/personal-details',
      headers: { cookie: s.cookie },
      payload: { dateOfBirth: '0001-01-01' },
    });
    expect(res.statusCode).toBe(422);
    expect(detailsOf(res.body)).toContainEqual({
      param: 'dateOfBirth',
      message: 'Enter a date of birth from 01/01/1900 on.',
    });
  });

  it('the generic record calls bound dates too: a lead first contacted in 9999, a contact born in year 0001', async () => {
    const id = await createSample(app, db, admin, leads);
    const version = (await app.inject({ method: 'GET', url: `/api/leads/${id}`, headers: { cookie: admin } })).json()
      .version;
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/leads/${id}`,
      headers: { cookie: admin },
      payload: { version, firstContact: '9999-01-01' },
    });
    expect(res.statusCode).toBe(422);
    expect(detailsOf(res.body)).toEqual([{ param: 'firstContact', message: 'The date cannot be in the future.' }]);
    const created = await app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { cookie: admin },
      payload: { ...sampleRecord(contacts, nextSample()), dateOfBirth: '0001-01-01' },
    });
    expect(created.statusCode).toBe(422);
    expect(detailsOf(created.body)).toEqual([
      { param: 'dateOfBirth', message: 'Enter a date of birth from 01/01/1900 on.' },
    ]);
  });
});

describe('numbers are plain decimals', () => {
  it('a list filter of "0x10" is refused, "2021" is taken', async () => {
    const hex = await app.inject({
      method: 'GET',
      url: '/api/alumni?graduationYear=0x7E5',
      headers: { cookie: admin },
    });
    expect(hex.statusCode).toBe(422);
    expect(detailsOf(hex.body)).toEqual([
      { param: 'graduationYear', message: expect.stringContaining('must be a number') },
    ]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/alumni?graduationYear=1e3', headers: { cookie: admin } }))
        .statusCode,
    ).toBe(422);
    expect(
      (await app.inject({ method: 'GET', url: '/api/alumni?graduationYear=2021', headers: { cookie: admin } }))
        .statusCode,
    ).toBe(200);
  });
});
