// Migrations 0053a and 0054a (issue 18): a module instance's capacity and board confirmation, added to its table's shape here.

declare module '../../db/tables/student-records.ts' {
  interface ModuleInstancesTable {
    /** How many students may be placed on it; null for no limit. */
    capacity: number | null;
    /** Migration 0054a: when the exam board confirmed the results (ISO); null while open. */
    results_confirmed_at: string | null;
    results_confirmed_by_user_id: number | null;
  }
}

export {};
