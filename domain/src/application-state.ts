import { z } from 'zod';
import {
  APPLICATION_STEP_KEYS,
  type ApplicationStepKey,
  DATA_STEP_KEYS,
  type DataStepKey,
} from './application-wizard.ts';

// Issue 12: the applicant's own application as the server answers it (GET applicant/application and
// every wizard write), shared by the server routes and the web hooks.

const stepKey = z.enum(DATA_STEP_KEYS as [DataStepKey, ...DataStepKey[]]);
/** A step's stored answers (an object of its fields), null when never given. */
const stepAnswers = z.record(z.string(), z.unknown()).nullable();

export const applicationStateSchema = z.object({
  id: z.number(),
  /** spec 4.3: In progress until submitted. */
  status: z.string(),
  submittedAt: z.string().nullable(),
  /** True while the applicant may still change it (In progress). */
  editable: z.boolean(),
  /** The account's address (referees may not use it). */
  email: z.string(),
  /** Each step's stored answers, null when never given. */
  answers: z.partialRecord(stepKey, stepAnswers),
  completedSteps: z.array(z.enum(APPLICATION_STEP_KEYS as [ApplicationStepKey, ...ApplicationStepKey[]])),
  /** spec 2.8: the step indexes whose tab may be chosen. */
  availableSteps: z.array(z.number()),
  needsLeaderReference: z.boolean(),
  needsDiocese: z.boolean(),
  references: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      name: z.string(),
      email: z.string(),
      /** Not sent, Requested or Received. */
      status: z.string(),
      requestedAt: z.string().nullable(),
      receivedAt: z.string().nullable(),
    }),
  ),
  evidence: z.array(
    z.object({
      id: z.number(),
      type: z.string(),
      source: z.string(),
      fileName: z.string(),
      size: z.number(),
      contentType: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type ApplicationReference = ApplicationState['references'][number];
export type ApplicationEvidence = ApplicationState['evidence'][number];
export type ApplicationState = z.infer<typeof applicationStateSchema>;

/** GET applicant/options: the wizard's choices that live in the database. */
export const applicantOptionsSchema = z.object({
  /** spec 3: registration date → programme codes, only dates not before today, in date order. */
  intakes: z.record(z.string(), z.array(z.string())),
  programmes: z.array(z.object({ code: z.string(), title: z.string() })),
  dioceses: z.array(z.string()),
});
export type ApplicantOptions = z.infer<typeof applicantOptionsSchema>;

/** POST auth/register: what to tell the person (the same whether or not the address is known). */
export const registrationAnswer = z.object({ message: z.string() });
export type RegistrationAnswer = z.infer<typeof registrationAnswer>;

/** GET auth/confirm/{token}: whose address the link confirms. */
export const registrationConfirmation = z.object({ name: z.string(), email: z.string(), expiresAt: z.string() });
export type RegistrationConfirmation = z.infer<typeof registrationConfirmation>;
