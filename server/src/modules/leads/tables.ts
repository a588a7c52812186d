import type { Generated } from 'kysely';

// Migration 0052a: a potential student's activities (stage changes among them), added to the
// Database shape here.

export interface LeadActivitiesTable {
  id: Generated<number>;
  lead_id: number;
  kind: string;
  occurred_on: string;
  note: string | null;
  from_stage: string | null;
  to_stage: string | null;
  next_action: string | null;
  next_action_due: string | null;
  done_at: string | null;
  application_id: number | null;
  recorded_by_user_id: number | null;
  recorded_at: string;
}

/** Migration 0052b: an event whose attendee list is imported. */
export interface LeadEventsTable {
  id: Generated<number>;
  name: string;
  kind: string;
  held_on: string;
  place: string;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema.ts' {
  interface Database {
    lead_activities: LeadActivitiesTable;
    lead_events: LeadEventsTable;
  }
}
