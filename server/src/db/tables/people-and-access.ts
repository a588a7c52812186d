import type { ColumnType, Generated } from 'kysely';
import type { PersonLinked, Timestamps } from './common.ts';

// People, accounts, sessions and the generic entities' tables (schema.ts joins them).

export interface PeopleTable extends Timestamps {
  id: Generated<number>;
  title: string | null;
  first_name: string;
  last_name: string;
  preferred_name: string | null;
  email: string | null;
  phone: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  county: string | null;
  post_code: string | null;
  date_of_birth: string | null;
  picture_url: string | null;
  /** Issue 15: a picture the user uploaded on their profile (migration 0035b). */
  picture_file_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface UsersTable extends Timestamps {
  id: Generated<number>;
  person_id: number;
  email: string;
  password_hash: string | null;
  sso_subject: string | null;
  active: Generated<number>;
  /** Staff assignments shown on the current user (a hub director's hub, a programme director's programme). */
  hub: string | null;
  programme: string | null;
  pathway: string | null;
  /** Permission strings granted to this user directly, space-separated, on top of their roles. */
  permissions: Generated<string>;
  last_login_at: string | null;
  /** A new sign-in address waiting for its confirmation link (email_changes), or null. */
  pending_email: Generated<string | null>;
}

/** A requested sign-in address change: the one-time link's hash, like a password reset's. */
export interface EmailChangesTable {
  token_hash: string;
  user_id: number;
  new_email: string;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RolesTable extends Timestamps {
  id: Generated<number>;
  name: string;
  description: string | null;
  /** Space-separated permission strings (spec 6 grammar). */
  permissions: string;
}

/** Issue 15: a policy users must accept (the agreement route); its version is the row's. */
export interface PoliciesTable extends Timestamps {
  id: Generated<number>;
  key: string;
  title: string;
  body: string;
  /** Space-separated permissions all held by those who must accept it ('' = everyone). */
  applies_to: Generated<string>;
  active: Generated<number>;
}

/** Issue 15, System data: one value of a lookup list (domain/lookup-lists.ts). */
export interface LookupValuesTable {
  id: Generated<number>;
  list: string;
  value: string;
  position: number;
  retired: Generated<number>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

export interface PolicyAcceptancesTable {
  user_id: number;
  policy_id: number;
  version: number;
  accepted_at: string;
  ip: string | null;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface SessionsTable {
  /** HMAC-SHA256 of the random id held in the cookie; the id itself is never stored. */
  id_hash: string;
  user_id: number;
  /** The real user while impersonating (spec 3: the overriding user); null otherwise. */
  real_user_id: number | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface LoginFailuresTable {
  email: string;
  /** The client address the failures came from (request.ip). */
  ip: string;
  failures: number;
  first_failed_at: string;
  locked_until: string | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  /** What the token is for, e.g. 'accounting' for the accounting-provider connection. */
  name: string;
  secret: string;
  created_at: string;
  expires_at: string | null;
}

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

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** Who did it: the real person at the keyboard. */
  actor_user_id: number | null;
  /** Whom they were acting as, when impersonating. */
  as_user_id: number | null;
  entity: string;
  entity_id: string | null;
  action: string;
  /** JSON: field-level before/after, or details of the action. */
  changes: string | null;
  ip: string | null;
}
