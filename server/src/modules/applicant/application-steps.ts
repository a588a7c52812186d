import {
  type CourseStep,
  type DataStepKey,
  type DioceseStep,
  needsLeaderReference,
  type PersonalStep,
  type ReferencesStep,
  stepLabel,
  stepSchema,
  type StepValues,
  withoutInapplicable,
} from '@collegium/domain/application-wizard';
import { upcomingIntakes } from '@collegium/domain/intakes';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import type { ApplicationState } from '@collegium/domain/application-state';
import type { AuthContext } from '../../http/access.ts';
import { conflict, validationFailed } from '../../http/errors.ts';
import { issuesToDetails } from '../entities/validation-details.ts';
import { readIntakes } from '../intakes/intakes-repository.ts';
import { checkLookupValues } from '../system-data/lookup-choices.ts';
import {
  applicationState,
  findOwnApplication,
  type OwnApplication,
  savedSteps,
  stepContext,
} from './application-state.ts';
import { auditActor } from '../../http/actor.ts';

// Saving one wizard step (the web app calls it on Next): the same zod schema the form used, then
// the checks that need the database (the intake is open for the course, the diocese exists).
// A step saved with valid answers counts as complete; the application row's version moves on.

type Trx = Transaction<Database>;

/** Empty optional text is stored as null on the person. */
const orNull = (value: string) => (value === '' ? null : value);

export function notEditable() {
  return conflict('Your application has been submitted, so it can no longer be changed.');
}

async function saveCourse(trx: Trx, row: OwnApplication, step: CourseStep, now: string) {
  // System data's programmes: a retired one stays valid for the application holding it.
  await checkLookupValues(trx, [
    { param: 'course', list: 'programmes', noun: 'course', value: step.course, held: row.course },
  ]);
  const open = upcomingIntakes(await readIntakes(trx), now);
  if (!(open[step.intake] ?? []).includes(step.course)) {
    throw validationFailed([{ param: 'intake', message: 'Choose one of the intakes listed for this course.' }]);
  }
  // System data's student types: a retired one stays valid for the application holding it.
  await checkLookupValues(trx, [
    {
      param: 'applicantType',
      list: 'student-types',
      noun: 'kind of applicant',
      value: step.applicantType,
      held: row.applicant_type,
    },
  ]);
  await trx
    .updateTable('applications')
    .set({
      applicant_type: step.applicantType,
      flexi: step.flexi ? 1 : 0,
      study_pace: step.studyPace,
      course: step.course,
      intake: step.intake,
    })
    .where('id', '=', row.id)
    .execute();
}

async function savePersonal(trx: Trx, row: OwnApplication, step: PersonalStep, now: string) {
  await trx
    .updateTable('people')
    .set((eb) => ({
      title: orNull(step.title),
      first_name: step.firstName,
      last_name: step.lastName,
      preferred_name: orNull(step.preferredName),
      date_of_birth: step.dateOfBirth,
      phone: step.phone,
      address1: step.address1,
      address2: orNull(step.address2),
      city: step.city,
      county: orNull(step.county),
      post_code: step.postCode.toUpperCase(),
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', row.person_id)
    .execute();
}

async function saveDiocese(trx: Trx, row: OwnApplication, step: DioceseStep) {
  await checkLookupValues(trx, [
    {
      param: 'cohortGroup',
      list: 'cohort-groups',
      noun: 'cohort group',
      value: step.cohortGroup,
      held: row.cohort_group,
    },
  ]);
  let dioceseId: number | null = null;
  if (step.diocese !== '') {
    const found = await trx
      .selectFrom('organisations')
      .leftJoin('diocese_contacts', 'diocese_contacts.organisation_id', 'organisations.id')
      .select(['organisations.id', 'diocese_contacts.retired'])
      .where('organisations.type', '=', 'Diocese')
      .where('organisations.name', '=', step.diocese)
      .executeTakeFirst();
    // A diocese retired in System data is no longer offered; the application naming it keeps it.
    if (!found || (found.retired === 1 && row.diocese !== step.diocese))
      throw validationFailed([{ param: 'diocese', message: 'Choose a diocese from the list.' }]);
    dioceseId = found.id;
  }
  await trx
    .updateTable('applications')
    .set({ diocese: orNull(step.diocese), diocese_id: dioceseId, cohort_group: step.cohortGroup })
    .where('id', '=', row.id)
    .execute();
}

async function saveReferences(trx: Trx, row: OwnApplication, step: ReferencesStep, now: string) {
  await trx.deleteFrom('application_references').where('application_id', '=', row.id).execute();
  const referees = step.referees.map((r, position) => ({ kind: 'referee', position, ...r }));
  const leader =
    needsLeaderReference(row.course) && step.leader ? [{ kind: 'leader', position: 0, ...step.leader }] : [];
  for (const r of [...referees, ...leader]) {
    await trx
      .insertInto('application_references')
      .values({
        application_id: row.id,
        kind: r.kind,
        position: r.position,
        referee_name: r.name,
        referee_email: r.email.toLowerCase(),
        status: 'Not sent',
        token_hash: null,
        token_expires_at: null,
        requested_at: null,
        received_at: null,
        relationship_applicant: null,
        time_known: null,
        academic_ability: null,
        interaction_ability: null,
        suitability_postgraduate: null,
        comments: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

async function writeStep(trx: Trx, row: OwnApplication, step: DataStepKey, value: unknown, now: string) {
  switch (step) {
    case 'course':
      return saveCourse(trx, row, value as CourseStep, now);
    case 'personal':
      return savePersonal(trx, row, value as PersonalStep, now);
    case 'diocese':
      return saveDiocese(trx, row, value as DioceseStep);
    case 'references':
      return saveReferences(trx, row, value as ReferencesStep, now);
    case 'eligibility':
    case 'commitment':
    case 'declarations':
      await trx
        .updateTable('applications')
        .set({ [step]: JSON.stringify(value) })
        .where('id', '=', row.id)
        .execute();
      return;
    case 'evidence':
      return;
  }
}

/** Validates and saves one step of the signed-in applicant's application; answers the new state. */
export async function saveStep(
  ctx: AppContext,
  auth: AuthContext,
  step: DataStepKey,
  body: unknown,
  ip: string,
): Promise<ApplicationState> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const row = await findOwnApplication(trx, auth.user.personId);
    if (row.status !== 'In progress') throw notEditable();
    const parsed = stepSchema(step, stepContext(row, auth.user.email)).safeParse(body);
    if (!parsed.success)
      throw validationFailed(
        issuesToDetails(parsed.error.issues, (key) => `${key} is not a question of the ${stepLabel(step)} step.`),
      );
    const now = new Date().toISOString();
    await writeStep(trx, row, step, withoutInapplicable(step, parsed.data as StepValues[typeof step]), now);
    const saved = [...new Set([...savedSteps(row), step])];
    await trx
      .updateTable('applications')
      .set((eb) => ({ completed_steps: JSON.stringify(saved), updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    await recordAudit(trx, {
      ...auditActor(auth),
      entity: 'applications',
      entityId: row.id,
      action: 'application.step-saved',
      changes: { step },
      ip,
    });
    return applicationState(trx, await findOwnApplication(trx, auth.user.personId), auth.user.email);
  });
}
