import type { Generated } from 'kysely';

// Issue 16: saved custom reports and their background exports (migration 0051a).

export interface CustomReportsTable {
  id: Generated<number>;
  name: string;
  owner_user_id: number;
  shared: number;
  entity: string;
  /** JSON: the report definition. */
  definition: string;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

export interface CustomReportExportsTable {
  id: Generated<number>;
  requested_by_user_id: number;
  as_user_id: number | null;
  name: string;
  definition: string;
  /** queued, running, done or failed. */
  status: string;
  written: Generated<number>;
  total: number | null;
  file_id: number | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}
