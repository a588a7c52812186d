import { z } from 'zod';
import { sessionExpectation } from './expected-modules.ts';

// Issue 18: the student record's Modules tab (GET {api}/students/:id/modules, students:view): the
// student's places per enrolment session (module, instance, hub, credits, the marks so far and the
// result), and for registry the instances of each open session's year that the student could be
// placed on. Placing and removing go through the instance's places calls (domain/module-places.ts).

const assignmentMark = z.object({
  title: z.string(),
  weight: z.number(),
  /** The submission's mark, null while unmarked. */
  mark: z.number().nullable(),
});

export const studentModulePlace = z.object({
  instanceId: z.number(),
  moduleId: z.number(),
  moduleCode: z.string(),
  moduleTitle: z.string(),
  level: z.string(),
  credits: z.number(),
  hub: z.string(),
  tutor: z.string().nullable(),
  marks: z.array(assignmentMark),
  /** The module mark and outcome on the place (Enrolled until the exam board confirms). */
  mark: z.number().nullable(),
  outcome: z.string(),
  creditsAwarded: z.number().nullable(),
  /** Why the place cannot be removed (marks are recorded), or null when it can. */
  removeRefusal: z.string().nullable(),
});
export type StudentModulePlace = z.infer<typeof studentModulePlace>;

export const placeableInstance = z.object({
  instanceId: z.number(),
  moduleCode: z.string(),
  moduleTitle: z.string(),
  credits: z.number(),
  hub: z.string(),
  placed: z.number(),
  capacity: z.number().nullable(),
});
export type PlaceableInstance = z.infer<typeof placeableInstance>;

export const studentModuleSession = z.object({
  /** The enrolment session (null for places recorded without one). */
  sessionId: z.number().nullable(),
  academicYear: z.number(),
  /** As shown: 2026/27. */
  label: z.string(),
  /** spec 4.2's session status; null without a session. */
  status: z.string().nullable(),
  level: z.string().nullable(),
  programme: z.string().nullable(),
  /** Credits of the places that count towards the level (not Withdrawn or Failed). */
  credits: z.number(),
  places: z.array(studentModulePlace),
  /** For registry, on the current engagement's sessions: instances of the year at the level not yet taken. */
  options: z.array(placeableInstance),
  /** The modules expected of an open session of the current engagement (enrolment and intention); null otherwise. */
  expected: sessionExpectation.nullable(),
});
export type StudentModuleSession = z.infer<typeof studentModuleSession>;

export const studentModulesResponse = z.object({
  studentId: z.number(),
  sessions: z.array(studentModuleSession),
  abilities: z.object({ canPlace: z.boolean() }),
});
export type StudentModules = z.infer<typeof studentModulesResponse>;
