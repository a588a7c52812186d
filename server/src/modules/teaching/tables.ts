// Migration 0053a (issue 18): a module instance's capacity, added to its table's shape here.

declare module '../../db/tables/student-records.ts' {
  interface ModuleInstancesTable {
    /** How many students may be placed on it; null for no limit. */
    capacity: number | null;
  }
}

export {};
