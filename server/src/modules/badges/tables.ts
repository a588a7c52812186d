import type { Generated } from 'kysely';

// Migration 0041c: the tables of feature `badges`, added to the Database shape here.

export interface BadgesTable {
  id: Generated<number>;
  name: string;
  description: string;
  retired: Generated<number>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

export interface BadgeAwardsTable {
  id: Generated<number>;
  badge_id: number;
  student_id: number;
  awarded_on: string;
  note: string | null;
  awarded_by_user_id: number | null;
  created_at: string;
}

declare module '../../db/schema.ts' {
  interface Database {
    badges: BadgesTable;
    badge_awards: BadgeAwardsTable;
  }
}
