import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { registerApplicant } from '../applicant/applicant-test-support.ts';

// Issue 11, point 23: the account answer says whether the user is a student (forms:student and a
// student record) and an applicant (applications:apply and an application). The administrator's
// wildcard grants both rights but makes them neither.

const { app, db } = await createTestApp();
const account = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/auth/account', headers: { cookie } })).json();

describe('isStudent and isApplicant on the current user', () => {
  it('the administrator (*) is neither', async () => {
    const admin = await buildUser(db, { rolePermissions: '*' });
    expect(await account(await login(app, admin))).toMatchObject({ isStudent: false, isApplicant: false });
  });

  it('a student with a record is a student; the right without a record is not', async () => {
    const pupil = await buildUser(db, { permissions: 'forms:student forms:hesa' });
    await buildStudent(db, pupil.personId);
    expect(await account(await login(app, pupil))).toMatchObject({ isStudent: true, isApplicant: false });
    const orphan = await buildUser(db, { permissions: 'forms:student' });
    expect(await account(await login(app, orphan))).toMatchObject({ isStudent: false });
    // A record without the right is no portal user either.
    const former = await buildUser(db, { permissions: 'dashboard:view' });
    await buildStudent(db, former.personId);
    expect(await account(await login(app, former))).toMatchObject({ isStudent: false });
  });

  it('a registered applicant is an applicant', async () => {
    const applicant = await registerApplicant(app, db);
    expect(await account(applicant.cookie)).toMatchObject({ isStudent: false, isApplicant: true });
  });
});
