import { z } from 'zod';
import { meetsRequirement, type Requirement } from './permissions.ts';

// Issue 12: what the caller may do with a record or a screen's data, decided on the server from
// this one catalogue and sent with the data (`abilities: { canEdit: true, ... }`), so screens
// read `data.abilities.canEdit` and never spell a permission string. Each kind names its
// abilities and the requirement each needs (the grammar of permissions.ts: a string needs all it
// lists, an array any one entry).

export const ABILITIES = {
  /** The student record page and its tabs. */
  student: {
    canEdit: 'students:edit',
    canView: 'students:view',
  },
  /** An application's record page. */
  application: {
    canEdit: 'applications:edit',
  },
  /** The HESA area: the mapping, a student's HESA data, the export. */
  hesa: {
    canEdit: 'hesa:edit',
    canExport: 'hesa:export',
  },
  /** Portal pages and the knowledge base. */
  portalPages: {
    canEdit: 'pages:edit',
  },
  /** The registry's request queues (students' requests, folder requests). */
  requests: {
    canDecide: 'students:edit',
  },
  /** Issue 20, feature personal-tutor: the registry's list of students and their tutors. */
  personalTutors: {
    canAssign: 'students:edit',
  },
  /** Issue 20, feature badges: defining badges and granting or taking back awards. */
  badges: {
    canManage: 'students:edit',
  },
  /** Issue 20, feature library: a student's library account (registry keeps the number). */
  library: {
    canEdit: 'students:edit',
  },
  /** Issue 20, feature formation-groups: the groups of a year and their members (registry). */
  formationGroups: {
    canManage: 'students:edit',
  },
  /** A student's HESA data: the worklist opens it, the record page's badge links to it. */
  hesaStudent: {
    canOpenHesa: 'hesa:menu',
    canSeeSpecial: 'students:special',
  },
  /** Issue 20, feature bap: a candidate's Bishops' Advisory Panel stage, date and outcome (admissions). */
  bap: {
    canEdit: 'applications:edit',
    /** The student record's BAP panel links to the application for readers of applications. */
    canOpenApplication: 'applications:view',
  },
  /** Issue 20, feature residentialAttendance: residentials of any instance (registry); tutors keep their own. */
  residentialAttendance: {
    canManageAll: 'students:edit',
  },
  /** Issue 14: a student's Finance tab, where finance assesses fees and records money. */
  studentFinance: {
    canInvoice: 'students:invoice',
  },
  /** Issue 18: planning a module's instances (add, change, remove, next year's) and their assignments. */
  modulePlanning: {
    canCreate: 'modules:create',
    canEdit: 'modules:edit',
    canDelete: 'modules:delete',
  },
  /** Issue 18: placing students on a module instance and taking them off (registry). */
  modulePlaces: {
    canPlace: 'students:edit',
  },
  /** Issue 18: entering marks on a module instance (registry every instance; a tutor, students:faculty, their own). */
  marking: {
    canMarkAll: 'students:edit',
  },
  /** Issue 17: a potential student's activity, stage and follow-ups. */
  leadActivity: {
    canLog: 'leads:edit',
    /** Merging a duplicate into this lead edits it and deletes the other. */
    canMerge: 'leads:edit leads:delete',
  },
  /** Issue 18 part 4: the exam board (registry) confirms an instance's module results. */
  moduleResults: {
    canConfirm: 'students:edit',
  },
} as const satisfies Record<string, Record<string, Requirement>>;

export type AbilityKind = keyof typeof ABILITIES;
export type Abilities<K extends AbilityKind> = { [A in keyof (typeof ABILITIES)[K]]: boolean };

/** The caller's abilities of one kind, from the permissions they hold. */
export function abilitiesFor<K extends AbilityKind>(kind: K, held: readonly string[]): Abilities<K> {
  const rules = ABILITIES[kind] as Record<string, Requirement>;
  return Object.fromEntries(
    Object.entries(rules).map(([name, requirement]) => [name, meetsRequirement(held, requirement)]),
  ) as Abilities<K>;
}

/** The response schema of one kind's abilities (every ability a boolean). */
export function abilitiesSchema<K extends AbilityKind>(kind: K) {
  const shape = Object.fromEntries(Object.keys(ABILITIES[kind]).map((name) => [name, z.boolean()]));
  return z.object(shape) as unknown as z.ZodType<Abilities<K>>;
}
