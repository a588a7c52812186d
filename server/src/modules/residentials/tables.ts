import type { Generated } from 'kysely';

// Migration 0046a: the tables of feature `residentialAttendance`, added to the Database shape here.

export interface ResidentialsTable {
  id: Generated<number>;
  module_instance_id: number;
  title: string;
  starts_on: string;
  ends_on: string;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

export interface ResidentialAttendanceTable {
  id: Generated<number>;
  residential_id: number;
  student_id: number;
  status: string;
  reason: Generated<string>;
  recorded_by_user_id: number | null;
  recorded_at: string;
}

declare module '../../db/schema.ts' {
  interface Database {
    residentials: ResidentialsTable;
    residential_attendance: ResidentialAttendanceTable;
  }
}
