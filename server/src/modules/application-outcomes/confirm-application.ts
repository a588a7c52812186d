import type { Db } from '../../db/database.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { assessEngagement } from '../finance/fee-assessments.ts';
import { scheduleOnboarding } from './onboarding.ts';
import { openPortalAccount, type PortalAccess } from './student-access.ts';
import { leadsConfirmed } from '../leads/lead-stage-changes.ts';
import { type ConversionResult, ensureStudentFor } from './student-from-application.ts';
import { type Actor, auditActor } from '../../http/actor.ts';

// spec 4.3 and issue 6: Place accepted → Confirmed (deposit paid). Confirming makes the applicant
// a student in the same transaction (student-from-application.ts); either all of it is written
// or none of it. A new engagement also opens the portal to the person's account (made now if
// they have none, student-access.ts), queues the onboarding e-mails (onboarding.ts) and assesses
// its sessions' fees from the fee rates (finance/fee-assessments.ts).

export const CONFIRMABLE_STATUS = 'Place accepted';
export const CONFIRMED_STATUS = 'Confirmed';

export interface ConfirmResult extends ConversionResult {
  applicationId: number;
  status: string;
  /** The application's new version (its row's, as the review calls give it). */
  version: number;
  /** The account that now holds the portal (null when none could be made), for a new engagement. */
  portalAccess: PortalAccess | null;
  /** How many onboarding e-mails were queued. */
  onboardingQueued: number;
}

export async function confirmApplication(
  db: Db,
  applicationId: number,
  readVersion: number,
  actor: Actor,
): Promise<ConfirmResult> {
  return db.kysely.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('applications')
      .select([
        'applications.id',
        'applications.person_id',
        'applications.status',
        'applications.course',
        'applications.intake',
        'applications.study_pace',
        'applications.applicant_type',
        'applications.cohort_group',
        'applications.version',
      ])
      .where('applications.id', '=', applicationId)
      .executeTakeFirst();
    if (!application) throw notFound(`There is no application with id ${applicationId}.`);
    const version = Number(application.version);
    if (version !== readVersion) {
      throw conflict('Someone else changed this application since you opened it. Reload it and try again.');
    }
    if (application.status !== CONFIRMABLE_STATUS) {
      throw validationFailed([
        {
          param: 'status',
          message: `Only an application whose place is accepted can be confirmed; this one is ${application.status}.`,
        },
      ]);
    }
    const intake = application.intake;
    if (!intake) {
      throw validationFailed([
        { param: 'intake', message: 'The application names no intake; choose the intake before confirming.' },
      ]);
    }
    const now = new Date().toISOString();
    await trx
      .updateTable('applications')
      .set((eb) => ({ status: CONFIRMED_STATUS, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', applicationId)
      .execute();
    const conversion = await ensureStudentFor(trx, { ...application, intake }, now);
    // Issue 17: the potential student this application came from becomes a Student.
    await leadsConfirmed(trx, applicationId, actor.effective?.userId ?? actor.userId);
    let portalAccess: PortalAccess | null = null;
    let onboardingQueued = 0;
    let feeAssessments: number[] = [];
    if (conversion.createdEngagement) {
      // Issue 14: the new engagement's sessions are assessed from the fee rates, with draft invoices.
      feeAssessments = await assessEngagement(trx, conversion.engagementId, actor, now);
      portalAccess = await openPortalAccount(trx, application.person_id, conversion.engagementId, now);
      // The accounts e-mail (sign-in, or a link to set a password) goes to everyone new to the portal.
      const newToPortal =
        conversion.createdStudent || portalAccess.outcome === 'created' || portalAccess.outcome === 'granted';
      onboardingQueued = await scheduleOnboarding(
        trx,
        { engagementId: conversion.engagementId, intake, accounts: newToPortal },
        new Date(now),
      );
    }
    await recordAudit(trx, {
      ...auditActor(actor),
      ip: actor.ip,
      entity: 'applications',
      entityId: applicationId,
      action: 'confirm',
      changes: {
        status: { from: application.status, to: CONFIRMED_STATUS },
        studentId: conversion.studentId,
        engagementId: conversion.engagementId,
        createdStudent: conversion.createdStudent,
        createdEngagement: conversion.createdEngagement,
        portalAccount: portalAccess?.outcome,
        onboardingQueued,
        feeAssessments,
      },
    });
    return {
      applicationId,
      status: CONFIRMED_STATUS,
      version: version + 1,
      ...conversion,
      portalAccess,
      onboardingQueued,
    };
  });
}
