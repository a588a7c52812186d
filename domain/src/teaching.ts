import { z } from 'zod';
import { expectedStudent } from './expected-modules.ts';
import { abilitiesSchema } from './abilities.ts';

// What the module and faculty teaching calls answer (docs/api-contract.md, "Modules and faculty"),
// shared by the server routes and the web hooks (issue 12).

const named = z.object({ id: z.number(), name: z.string() });

export const moduleInstance = z.object({
  id: z.number(),
  /** The academic year's first calendar year (2026 = 2026/27). */
  academicYear: z.number(),
  hub: z.string(),
  startsOn: z.string().nullable(),
  tutor: named.nullable(),
  /** Students placed on it (a result row of any outcome). */
  studentCount: z.number(),
  /** Whether the caller may list its students (GET /module-instances/:id/students). */
  canViewStudents: z.boolean(),
  /** Whether the caller may read and enter its marks (GET/PUT /module-instances/:id/marks). */
  canMark: z.boolean(),
  /** Issue 18: the record's version (PUT {api}/module-instances/:id sends it back). */
  version: z.number(),
  /** How many students may be placed on it; null for no limit. */
  capacity: z.number().nullable(),
  /** Its dated residentials and hub weeks (issue 20's `residentials`), in date order. */
  residentials: z.array(z.object({ title: z.string(), startsOn: z.string(), endsOn: z.string() })),
  /** Its assignments, by due date. */
  assignments: z.array(z.object({ id: z.number(), title: z.string(), dueDate: z.string(), weight: z.number() })),
});
export type ModuleInstance = z.infer<typeof moduleInstance>;

export const moduleInstancesResponse = z.object({
  moduleId: z.number(),
  items: z.array(moduleInstance),
  /** Issue 18: what the caller may plan. */
  abilities: abilitiesSchema('modulePlanning'),
});
export type ModuleInstances = z.infer<typeof moduleInstancesResponse>;

export const enrolledStudent = z.object({
  studentId: z.number(),
  name: z.string(),
  partnerId: z.number(),
  /** Enrolled, Passed, Failed, Withdrawn or Deferred. */
  outcome: z.string(),
  mark: z.number().nullable(),
});
export type EnrolledStudent = z.infer<typeof enrolledStudent>;

export const instanceStudentsResponse = z.object({
  instance: z.object({
    id: z.number(),
    moduleId: z.number(),
    moduleCode: z.string(),
    moduleTitle: z.string(),
    academicYear: z.number(),
    hub: z.string(),
    tutor: named.nullable(),
  }),
  items: z.array(enrolledStudent),
  /** Issue 18: for registry, students expected on the module at its hub that year and not placed. */
  expected: z.array(expectedStudent),
  /** Issue 18: whether the caller may place students and take them off. */
  abilities: abilitiesSchema('modulePlaces'),
});
export type InstanceStudents = z.infer<typeof instanceStudentsResponse>;

export const taughtInstance = z.object({
  instanceId: z.number(),
  moduleId: z.number(),
  moduleCode: z.string(),
  moduleTitle: z.string(),
  academicYear: z.number(),
  hub: z.string(),
  studentCount: z.number(),
});
export type TaughtInstance = z.infer<typeof taughtInstance>;

export const tutee = z.object({
  studentId: z.number(),
  name: z.string(),
  partnerId: z.number(),
  programme: z.string(),
  level: z.string().nullable(),
  /** spec 4.2's engagement status. */
  status: z.string(),
});
export type Tutee = z.infer<typeof tutee>;

export const facultyTeachingResponse = z.object({
  facultyId: z.number(),
  modules: z.array(taughtInstance),
  tuteeCount: z.number(),
  /** null when the caller may not see them (students:view, or their own with mystudents:view). */
  tutees: z.array(tutee).nullable(),
});
export type FacultyTeaching = z.infer<typeof facultyTeachingResponse>;
