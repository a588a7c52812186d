import type { ColumnType, Generated } from 'kysely';
import type { PersonLinked, Timestamps } from './common.ts';

// The generic entities' tables (students, organisations, applications, faculty, modules, leads,
// alumni, consents, registrations, donors) and a donor's gifts; schema.ts joins them.

export interface StudentsTable extends Timestamps {
  id: Generated<number>;
  person_id: number;
  /** The college's student number (spec 3: shown zero-padded to 7 digits). */
  partner_id: number;
  /** The hub (regional teaching centre) the student belongs to: spec 7.3 calls it location. */
  hub: string | null;
  programme_code: string;
  pathway: string | null;
  /** The status of the student's current engagement (spec 4.2). */
  status: string;
  /** spec 3: the level the student studies at (LEVELS_BY_PROGRAMME) and the cohort filter value. */
  level: string | null;
  cohort: string | null;
  pace: string | null;
  student_type: string | null;
  cohort_group: string | null;
  exit_award: string | null;
  /** spec 4.2: the intentions status the rule gives. */
  intentions: string | null;
  auditing: Generated<number>;
  /** The engagement the summary columns above are copied from (the engagement service keeps them in step). */
  current_engagement_id: number | null;
  photo_file_id: number | null;
}

export interface OrganisationsTable extends Timestamps {
  id: Generated<number>;
  name: string;
  type: string;
  status: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  county: string | null;
  post_code: string | null;
  notes: string | null;
}

export interface ApplicationsTable extends PersonLinked {
  status: string;
  /** The programme code applied for. */
  course: string;
  study_pace: string | null;
  applicant_type: string | null;
  flexi: Generated<number>;
  diocese: string | null;
  cohort_group: string | null;
  submitted_at: string | null;
  /** spec 3: the intake (YYYY-MM-DD, a key of the intakes map) applied for (migration 0007). */
  intake: string | null;
  diocese_id: number | null;
  /** JSON answers of the wizard's eligibility, commitment and declarations steps. */
  eligibility: string | null;
  commitment: string | null;
  declarations: string | null;
  /** JSON list of the wizard steps saved at least once. */
  completed_steps: string | null;
}

export interface FacultyTable extends PersonLinked {
  job_title: string;
  department: string | null;
  qualifications: string | null;
  hub: string | null;
  active: Generated<number>;
  start_date: string | null;
}

export interface ModulesTable extends Timestamps {
  id: Generated<number>;
  code: string;
  title: string;
  credits: number;
  level: string;
  programme: string | null;
  /** Months of the hub weeks, e.g. 'Sept, Jan, Apr'. */
  hub_weeks: string | null;
  /** Residentials in date order, e.g. 'Sept residential, Feb residential'. */
  residentials: string | null;
  active: Generated<number>;
}

export interface LeadsTable extends PersonLinked {
  stage: string;
  first_source: string | null;
  first_contact: string | null;
  hub: string | null;
  programme_interest: string | null;
  notes: string | null;
  /** Issue 17 (migration 0052a): the staff member following the lead. */
  owner_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Issue 17: the application the lead became (Applicant, then Student). */
  application_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Issue 17 (migration 0078a): the intake they mean to start at (intakes.starts_on). */
  intake_of_interest: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AlumniTable extends PersonLinked {
  programme: string;
  graduation_year: number;
  exit_award: string | null;
  occupation: string | null;
  may_contact: Generated<number>;
  /** Issue 17 (migration 0061a): the Completed engagement that made the record, and its hub. */
  engagement_id: ColumnType<number | null, number | null | undefined, number | null>;
  hub: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ConsentsTable extends PersonLinked {
  consent_type: string;
  given: Generated<number>;
  given_on: string | null;
  method: string | null;
  notes: string | null;
  /** Issue 17 (migration 0055a): the wording the person saw, the evidence, who recorded it. */
  wording_version: ColumnType<string | null, string | null | undefined, string | null>;
  evidence: ColumnType<string | null, string | null | undefined, string | null>;
  recorded_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RegistrationsTable extends PersonLinked {
  event_name: string;
  event_date: string;
  attended: Generated<number>;
  notes: string | null;
  /** Issue 17 (migration 0052b): the event whose attendee import made it. */
  event_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface DonorsTable extends PersonLinked {
  /** The donor's id in the external fundraising CRM. */
  crm_id: string;
  donor_type: string | null;
  gift_aid: Generated<number>;
  first_gift_on: string | null;
}

/** Issue 17 (migration 0078b): one gift a donor made. */
export interface GiftsTable {
  id: Generated<number>;
  donor_id: number;
  /** YYYY-MM-DD. */
  received_on: string;
  amount_pence: number;
  fund: string;
  method: string;
  gift_aid_claimable: Generated<number>;
  notes: string | null;
  /** The recorder's name. */
  recorded_by: string | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}
