import { completedSteps, availableSteps } from '@collegium/domain/application-wizard';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';
import { applicationState, findOwnApplication } from '../modules/applicant/application-state.ts';
import { nextSeptember, seedChoices } from '../modules/applicant/applicant-test-support.ts';
import { seedApplicantJourney } from './applicant-journey.ts';

const { db } = await createTestApp();

describe('the demo applicant part-way through (seed)', () => {
  it('has course, personal details and eligibility complete, and the commitment step next', async () => {
    await seedChoices(db);
    const user = await buildUser(db, { email: 'applicant@demo.college' });
    const now = new Date().toISOString();
    await db.kysely
      .insertInto('applications')
      .values({ person_id: user.personId, status: 'In progress', course: 'BTh', created_at: now, updated_at: now })
      .execute();
    await db.kysely.transaction().execute((trx) => seedApplicantJourney(trx, now, user.personId));
    const state = await applicationState(db.kysely, await findOwnApplication(db.kysely, user.personId), user.email);
    expect(state.completedSteps).toEqual(['course', 'personal', 'eligibility']);
    expect(state.availableSteps).toEqual(
      availableSteps(
        completedSteps(['course', 'personal', 'eligibility'], state.answers, {
          course: 'BTh',
          applicantType: 'Ordinand',
          applicantEmail: user.email,
        }),
      ),
    );
    expect(state.availableSteps).toEqual([0, 1, 2, 3]);
    expect(state.answers.course).toMatchObject({ course: 'BTh', intake: nextSeptember(), studyPace: 'PT' });
  });
});
