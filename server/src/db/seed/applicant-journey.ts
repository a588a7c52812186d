import { upcomingIntakes } from '@collegium/domain/intakes';
import { readIntakes } from '../../modules/intakes/intakes-repository.ts';
import type { Trx } from './batch.ts';

// The demo applicant (applicant@demo.college, README) part-way through the application wizard
// (issue 6): course, personal details and eligibility done; the commitment questions next. Runs
// after the intakes and organisations are seeded, on the In progress application recruitment.ts
// gave them.

export async function seedApplicantJourney(trx: Trx, now: string, applicantPersonId: number): Promise<void> {
  const application = await trx
    .selectFrom('applications')
    .select(['id', 'course'])
    .where('person_id', '=', applicantPersonId)
    .where('status', '=', 'In progress')
    .executeTakeFirst();
  if (!application) return;
  const course = application.course || 'BTh';
  // The first intake not before today that starts the course; without one the course step stays open.
  const intake = Object.entries(upcomingIntakes(await readIntakes(trx), now)).find(([, programmes]) => programmes.includes(course))?.[0] ?? null;
  const diocese = await trx.selectFrom('organisations').select(['id', 'name']).where('type', '=', 'Diocese').where('name', '=', 'Diocese of London').executeTakeFirst();

  await trx
    .updateTable('people')
    .set({
      title: 'Ms',
      date_of_birth: '1988-04-23',
      phone: '07700 900461',
      address1: '14 Canonbury Grove',
      address2: null,
      city: 'London',
      county: null,
      post_code: 'N1 2HR',
      updated_at: now,
    })
    .where('id', '=', applicantPersonId)
    .execute();

  const eligibility = {
    britishCitizen: true,
    nationality: '',
    immigrationStatus: '',
    visaDetails: '',
    englishFirstLanguage: true,
    englishQualification: '',
    highestQualification: 'BA English Literature, University of York',
  };
  await trx
    .updateTable('applications')
    .set({
      course,
      study_pace: 'PT',
      applicant_type: 'Ordinand',
      flexi: 0,
      intake,
      diocese: diocese?.name ?? null,
      diocese_id: diocese?.id ?? null,
      cohort_group: 'Candidate',
      eligibility: JSON.stringify(eligibility),
      completed_steps: JSON.stringify(intake ? ['course', 'personal', 'eligibility'] : ['personal', 'eligibility']),
      updated_at: now,
    })
    .where('id', '=', application.id)
    .execute();
}
