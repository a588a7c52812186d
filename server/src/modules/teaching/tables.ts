import type { Generated } from 'kysely';

// Migrations 0053a and 0054a (issue 18): a module instance's capacity and board confirmation, added to its table's shape here.

declare module '../../db/tables/student-records.ts' {
  interface ModuleInstancesTable {
    /** How many students may be placed on it; null for no limit. */
    capacity: number | null;
    /** Migration 0054a: when the exam board confirmed the results (ISO); null while open. */
    results_confirmed_at: string | null;
    results_confirmed_by_user_id: number | null;
    /** Migration 0081a: the pass mark the board confirmed under; a confirmed instance keeps it. */
    results_pass_mark: Generated<number | null>;
  }
}

// Migration 0067a (issue 18): double marking.
declare module '../../db/tables/entities.ts' {
  interface ModulesTable {
    /** 1 when its work is double marked (first and second marks, agreed mark, moderation note). */
    double_marked: Generated<number>;
  }
}

declare module '../../db/tables/student-records.ts' {
  interface SubmissionsTable {
    first_mark: Generated<number | null>;
    second_mark: Generated<number | null>;
    first_marker_user_id: Generated<number | null>;
    second_marker_user_id: Generated<number | null>;
    moderation_note: Generated<string | null>;
  }
}

export {};
