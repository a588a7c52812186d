import type { ColumnType, Generated } from 'kysely';

// The tables as Kysely sees them. Timestamps are ISO-8601 UTC text and flags are 0/1 integers on
// both SQLite and PostgreSQL, so one code path serves both (ARCHITECTURE.md, "Data").

type Timestamps = { created_at: string; updated_at: string; version: Generated<number> };

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

/** Columns every record linked to a person has. */
type PersonLinked = Timestamps & { id: Generated<number>; person_id: number };

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
}

export interface AlumniTable extends PersonLinked {
  programme: string;
  graduation_year: number;
  exit_award: string | null;
  occupation: string | null;
  may_contact: Generated<number>;
}

export interface ConsentsTable extends PersonLinked {
  consent_type: string;
  given: Generated<number>;
  given_on: string | null;
  method: string | null;
  notes: string | null;
}

export interface RegistrationsTable extends PersonLinked {
  event_name: string;
  event_date: string;
  attended: Generated<number>;
  notes: string | null;
}

export interface DonorsTable extends PersonLinked {
  /** The donor's id in the external fundraising CRM. */
  crm_id: string;
  donor_type: string | null;
  gift_aid: Generated<number>;
  first_gift_on: string | null;
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

// Student records (migration 0005, issue 4).

export interface ProgrammesTable extends Timestamps {
  id: Generated<number>;
  code: string;
  title: string;
  award: string | null;
  /** Space-separated levels (spec 3). */
  levels: string;
  credits: number;
  transferable: Generated<number>;
  active: Generated<number>;
}

/** spec 3: the intakes map, one row per registration date. */
export interface IntakesTable extends Timestamps {
  id: Generated<number>;
  /** YYYY-MM-DD. */
  starts_on: string;
  /** Space-separated programme codes starting then. */
  programmes: string;
}

export interface FilesTable {
  id: Generated<number>;
  /** Path under FILES_DIR, made by the server; never the uploaded name. */
  storage_key: string;
  original_name: string;
  content_type: string;
  size: number;
  sha256: string;
  uploaded_by_user_id: number | null;
  created_at: string;
}

export interface EngagementsTable extends Timestamps {
  id: Generated<number>;
  student_id: number;
  programme_code: string;
  pathway: string | null;
  level: string | null;
  cohort: string | null;
  cohort_group: string | null;
  /** spec 4.2's engagement statuses (or Starting for a future one). */
  status: string;
  pace: string | null;
  student_type: string | null;
  exit_award: string | null;
  hub: string | null;
  personal_tutor_id: number | null;
  intentions: string | null;
  /** What the student intends for next year (INTENTION_CHOICES) and when it was last said. */
  intention: string | null;
  intention_updated_at: string | null;
  auditing: Generated<number>;
  /** YYYY-MM-DD, a key of the intakes map. */
  start_intake: string;
  end_date: string | null;
  payment_term: string | null;
  transferred_from_id: number | null;
}

export interface EngagementStatusChangesTable {
  id: Generated<number>;
  engagement_id: number;
  from_status: string | null;
  to_status: string;
  reason: string;
  /** YYYY-MM-DD. */
  effective_date: string;
  changed_by_user_id: number | null;
  changed_at: string;
}

export interface EngagementSessionsTable extends Timestamps {
  id: Generated<number>;
  engagement_id: number;
  /** The first calendar year of the academic year (2026 = 2026/27). */
  academic_year: number;
  level: string | null;
  /** spec 4.2's enrolment session statuses: Starting, Current, Completed, Incomplete, Transferred. */
  status: string;
  enrolled_at: string | null;
  enrolled_by_user_id: number | null;
}

export interface ModuleInstancesTable extends Timestamps {
  id: Generated<number>;
  module_id: number;
  academic_year: number;
  hub: string;
  tutor_id: number | null;
  starts_on: string | null;
}

/** A student's place on a module instance and its outcome. */
export interface ResultsTable extends Timestamps {
  id: Generated<number>;
  engagement_id: number;
  session_id: number | null;
  module_instance_id: number;
  /** Enrolled, Passed, Failed, Withdrawn or Deferred. */
  outcome: string;
  mark: number | null;
  credits_awarded: number | null;
}

export interface AssignmentsTable extends Timestamps {
  id: Generated<number>;
  module_instance_id: number;
  title: string;
  due_date: string;
  weight: number;
}

export interface SubmissionsTable extends Timestamps {
  id: Generated<number>;
  assignment_id: number;
  engagement_id: number;
  submitted_on: string | null;
  mark: number | null;
}

export interface ExtensionsTable extends Timestamps {
  id: Generated<number>;
  engagement_id: number;
  session_id: number | null;
  module_instance_id: number;
  assignment_id: number | null;
  length: string;
  last_essay_of_year: Generated<number>;
  reason: string;
  evidence_file_id: number | null;
  /** Pending, Approved, Rejected or Withdrawn. */
  status: string;
  original_due_date: string | null;
  new_due_date: string | null;
  requested_at: string;
  decided_by_user_id: number | null;
  decided_at: string | null;
  decision_note: string | null;
}

export interface DissertationsTable extends Timestamps {
  id: Generated<number>;
  engagement_id: number;
  title: string | null;
  supervisor_id: number | null;
  stage: string;
  /** While Deferred: the stage it paused at (null otherwise). */
  deferred_from: string | null;
}

export interface DissertationTasksTable {
  dissertation_id: number;
  task: string;
  completed_at: string;
  completed_by_user_id: number | null;
}

export interface StudentDocumentsTable {
  id: Generated<number>;
  student_id: number;
  file_id: number;
  title: string;
  category: string;
  uploaded_by_user_id: number | null;
  created_at: string;
}

/** Special-category data: staff reads are audited. */
export interface LearningSupportTable extends Timestamps {
  id: Generated<number>;
  student_id: number;
  categories: string;
  needs: string;
  adjustments: string | null;
  disclosed_on: string | null;
}

export interface EmailTemplatesTable {
  id: Generated<number>;
  key: string;
  name: string;
  subject: string;
  body: string;
  /** JSON list of {name, description}. */
  placeholders: string;
  updated_by_user_id: number | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** Issue 5: Markdown pages by path key (student content pages, IT Support, knowledge base). */
export interface PortalPagesTable {
  id: Generated<number>;
  path_key: string;
  title: string;
  category: string;
  body: string;
  published: number;
  updated_by_user_id: number | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

export interface JobsTable {
  id: Generated<number>;
  type: string;
  payload: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: Generated<number>;
  max_attempts: number | null;
  run_at: string;
  lease_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  template_key: string;
  to_email: string;
  to_name: string | null;
  data: string;
  status: 'queued' | 'sent' | 'failed' | 'held';
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string | null;
  subject: string | null;
  body_text: string | null;
  body_html: string | null;
  message_id: string | null;
  related_entity: string | null;
  related_id: string | null;
  job_id: number | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

// The applicant's side of applications (migration 0007, issue 6).

/** A registration waiting for its e-mail link; it becomes a user when confirmed. */
export interface RegistrationConfirmationsTable {
  id: Generated<number>;
  token_hash: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  user_id: number | null;
}

export interface ApplicationReferencesTable extends Timestamps {
  id: Generated<number>;
  application_id: number;
  /** referee or leader. */
  kind: string;
  position: number;
  referee_name: string;
  referee_email: string;
  /** Not sent, Requested, Received. */
  status: string;
  token_hash: string | null;
  token_expires_at: string | null;
  requested_at: string | null;
  received_at: string | null;
  relationship_applicant: string | null;
  time_known: string | null;
  academic_ability: string | null;
  interaction_ability: string | null;
  suitability_postgraduate: string | null;
  comments: string | null;
}

export interface ApplicationEvidenceTable {
  id: Generated<number>;
  application_id: number;
  file_id: number;
  /** Applicant or Diocese. */
  source: string;
  type: string;
  uploaded_by_user_id: number | null;
  created_at: string;
}

export interface DioceseEvidenceLinksTable {
  id: Generated<number>;
  application_id: number;
  organisation_id: number | null;
  email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

/** Issue 5: a student's deferral, interruption of studies or withdrawal request. */
export interface StudentRequestsTable extends Timestamps {
  id: Generated<number>;
  student_id: number;
  engagement_id: number;
  /** Deferral, IoS or Withdrawal. */
  type: string;
  /** Pending, Approved, Declined or Withdrawn. */
  status: string;
  reason: string;
  effective_date: string;
  return_date: string | null;
  requested_at: string;
  decided_by_user_id: number | null;
  decided_at: string | null;
  decision_note: string | null;
  /** Issue 11 (0018a): when an approved request moved the engagement; null while it waits for its date. */
  applied_at: string | null;
  /** The intention staff gave with an IoS approval, used when the change applies. */
  approved_intention: string | null;
  /** Why a scheduled change could not be made on its date. */
  not_applied_reason: string | null;
}

/** Issue 5: a student's HESA answers for one academic year (HESA codes; special category). */
export interface StudentHesaDataTable extends Timestamps {
  id: Generated<number>;
  student_id: number;
  academic_year: number;
  ethnicity: string;
  religion: string;
  sex: string;
  gender_identity: string;
  sexual_orientation: string;
  /** Space-separated DISABLE codes. */
  disabilities: string;
  care_leaver: string;
  parental_education: string;
  estranged: string;
  carer: string;
}

/** Issue 5: a student's neurodiversity or disability declaration (special category). */
export interface StudentSupportDeclarationsTable extends Timestamps {
  id: Generated<number>;
  student_id: number;
  kind: string;
  /** JSON list. */
  conditions: string;
  other_condition: string | null;
  diagnosis: string;
  diagnosed_by: string | null;
  impact: string;
  /** JSON list. */
  adjustments: string;
  other_adjustments: string | null;
  share_with_tutors: number;
  evidence_file_id: number | null;
  submitted_at: string;
}

/** Issue 5: what the student states in the portal (residential needs, DBS, safeguarding, policies). */
export interface StudentFormDetailsTable extends Timestamps {
  id: Generated<number>;
  student_id: number;
  dietary_needs: string | null;
  access_needs: string | null;
  residential_updated_at: string | null;
  dbs_certificate_number: string | null;
  dbs_issue_date: string | null;
  dbs_update_service: number | null;
  dbs_updated_at: string | null;
  safeguarding_training_date: string | null;
  safeguarding_certificate: string | null;
  safeguarding_updated_at: string | null;
  code_of_conduct_agreed_on: string | null;
  safeguarding_policy_agreed_on: string | null;
  academic_conduct_agreed_on: string | null;
}

/** Issue 5: a student's two emergency contacts (position 1 and 2). */
export interface StudentEmergencyContactsTable {
  id: Generated<number>;
  student_id: number;
  position: number;
  name: string;
  relationship: string;
  phone: string;
  alternative_phone: string | null;
  email: string | null;
  created_at: string;
  updated_at: string;
}

/** Admissions' review of one section of an application (spec 4.4; migration 0008). */
export interface ApplicationSectionReviewsTable {
  id: Generated<number>;
  application_id: number;
  section: string;
  /** null: not yet reviewed. */
  status: string | null;
  notes: string | null;
  updated_at: string;
  updated_by_user_id: number | null;
}

/** Issue 5 (migration 0014): the fee of one engagement session and how it is paid. Amounts in pence. */
export interface FeeAssessmentsTable extends Timestamps {
  id: Generated<number>;
  student_id: number;
  engagement_id: number;
  session_id: number;
  academic_year: number;
  tuition_fee_pence: number;
  funding_source: string;
  sponsor_name: string | null;
  payment_term: string;
  intake: string;
  /** Migration 0020b: FEE_KINDS (normal, modular, dissertation). */
  fee_kind: Generated<string>;
}

/** Migration 0020b: a fee by academic year, programme, level and pace ('Any' matches all). */
export interface FeeRatesTable extends Timestamps {
  id: Generated<number>;
  academic_year: number;
  programme_code: string;
  level: Generated<string>;
  pace: Generated<string>;
  fee_kind: Generated<string>;
  amount_pence: number;
}

export interface InvoicesTable extends Timestamps {
  id: Generated<number>;
  student_id: number;
  fee_assessment_id: number | null;
  number: string;
  description: string;
  payer: string;
  issued_on: string;
  due_on: string;
  amount_pence: number;
  /** Migration 0020b: draft (replaced on regeneration) or issued (corrected by credit notes only). */
  status: Generated<string>;
  instalment_number: number | null;
  instalment_count: number | null;
  /** spec 9 fee classification of the instalment's schedule, if any. */
  classification: string | null;
  /** Migration 0033a: the assessment's academic year and intake, copied at generation. */
  academic_year: number | null;
  intake: string | null;
  /** Migration 0033a: 'Not sent' until the accounting connection sends it ('Sent', 'Failed'). */
  accounting_status: Generated<string>;
  accounting_message: string | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  student_id: number;
  invoice_id: number;
  received_on: string;
  amount_pence: number;
  method: string;
  reference: string;
  created_at: string;
  /** Migration 0020c: the receipt this settles part of (null for payments recorded before). */
  receipt_id: number | null;
  /** Migration 0033a (see invoices): each payment is sent to the accounting system on its own. */
  accounting_status: Generated<string>;
  accounting_message: string | null;
}

/** Migration 0020c: money received; its payments settle invoices, the rest is credit on the account. */
export interface ReceiptsTable {
  id: Generated<number>;
  student_id: number;
  received_on: string;
  amount_pence: number;
  method: string;
  reference: string;
  created_by_user_id: number | null;
  created_at: string;
}

/** Issue 5: a student's bursary application for one academic year (Draft until submitted). */
export interface BursaryApplicationsTable extends Timestamps {
  id: Generated<number>;
  student_id: number;
  academic_year: number;
  status: string;
  bursary_type: string | null;
  income_band: string | null;
  dependants: number | null;
  other_funding: string | null;
  other_funding_total: number | null;
  monthly_outgoings: number | null;
  amount_requested: number | null;
  statement: string | null;
  declaration: Generated<number>;
  submitted_at: string | null;
  decided_at: string | null;
  decided_by_user_id: number | null;
  decision_note: string | null;
}

export interface BursaryAwardsTable {
  id: Generated<number>;
  student_id: number;
  fee_assessment_id: number | null;
  application_id: number | null;
  academic_year: number;
  type: string;
  amount_pence: number;
  awarded_on: string;
  created_at: string;
}

/** Issue 5: a student's request for a copy of their student file. */
export interface FolderRequestsTable extends Timestamps {
  id: Generated<number>;
  student_id: number;
  status: string;
  reason: string;
  delivery: string;
  send_to: string;
  requested_at: string;
  completed_at: string | null;
  completed_by_user_id: number | null;
  /** Migration 0015: the registry's note to the student (why it was declined, how it was sent). */
  decision_note: string | null;
}

/** Migration 0020a: one counter per document series (INV-2026, CN-2026). */
export interface FinanceSequencesTable {
  name: string;
  last_value: number;
}

/** Migration 0020a: a credit against a student's fees (bursary, discount, correction, withdrawal). */
export interface CreditNotesTable extends Timestamps {
  id: Generated<number>;
  student_id: number;
  fee_assessment_id: number | null;
  bursary_award_id: number | null;
  number: string;
  kind: string;
  description: string;
  issued_on: string;
  amount_pence: number;
  created_by_user_id: number | null;
  /** Migration 0033a (see invoices). */
  accounting_status: Generated<string>;
  accounting_message: string | null;
}

/** Migration 0020a: the part of a credit note that settles one invoice. */
export interface CreditAllocationsTable {
  id: Generated<number>;
  credit_note_id: number;
  invoice_id: number;
  amount_pence: number;
  created_at: string;
}

/** Migration 0034a (issue 14, feature accounting): a document waiting for, or sent to, the accounting provider. */
export interface AccountingSyncTable {
  id: Generated<number>;
  document_type: 'invoice' | 'credit_note' | 'payment';
  document_id: number;
  student_id: number;
  status: 'queued' | 'sent' | 'failed';
  idempotency_key: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  provider_id: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

export interface AccountingContactsTable {
  student_id: number;
  contact_id: string;
  created_at: string;
}

export interface AccountingAuthorizationsTable {
  state: string;
  user_id: number;
  verifier: string;
  created_at: string;
}

export interface AccountingSettingsTable {
  id: number;
  sales_account_code: string;
  tax_type: string;
  bank_account_code: string;
  updated_at: string;
}

/** Issue 16: the college's value → HESA field and code. */
export interface HesaMappingsTable extends Timestamps {
  id: Generated<number>;
  kind: string;
  internal_value: string;
  hesa_field: string;
  hesa_code: string;
}

/** Issue 16: the HESA details registry enters for a student (HESA codes). */
export interface HesaStudentDetailsTable extends Timestamps {
  student_id: number;
  nationality: string | null;
  domicile: string | null;
  entry_qualification: string | null;
}

/** Issue 16: HUSIDs, allocated once. */
export interface HesaNumbersTable {
  id: Generated<number>;
  student_id: number;
  husid: string;
  allocated_at: string;
}

/** Issue 16: every HESA export made. */
export interface HesaExportsTable {
  id: Generated<number>;
  academic_year: number;
  created_by_user_id: number | null;
  created_at: string;
  sha256: string;
  included: number;
  left_out: number;
  record_digests: string;
  submitted_at: string | null;
}

/** Migration 0036a: one uploaded import file, its mapping, dry run and commit. */
export interface ImportRunsTable {
  id: Generated<number>;
  kind: string;
  source: string;
  file_id: number;
  file_name: string;
  format: string;
  /** JSON list of the file's column headers. */
  headers: string;
  /** JSON object: column header → field name. */
  mapping: string | null;
  /** uploaded, checked, queued, running, done, failed */
  status: string;
  total_rows: Generated<number>;
  processed_rows: Generated<number>;
  created_count: Generated<number>;
  updated_count: Generated<number>;
  duplicate_count: Generated<number>;
  error_count: Generated<number>;
  /** JSON: the first row outcomes of the last dry run or commit. */
  outcomes: string | null;
  failed_file_id: number | null;
  job_id: number | null;
  last_error: string | null;
  created_by_user_id: number | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface ImportMappingsTable {
  source: string;
  kind: string;
  mapping: string;
  updated_at: string;
}

export interface SubjectAccessExportsTable {
  id: Generated<number>;
  person_id: number;
  /** queued, done, failed */
  status: string;
  file_id: number | null;
  folder_request_id: number | null;
  requested_by_user_id: number | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface PersonAnonymisationsTable {
  person_id: number;
  reason: string;
  anonymised_by_user_id: number | null;
  anonymised_at: string;
}

/** Issue 20, feature library. */
export interface LibraryAccountsTable {
  student_id: number;
  account_number: string;
  updated_at: string;
}

/** Issue 20, feature formation-groups. */
export interface FormationGroupsTable {
  id: Generated<number>;
  academic_year: number;
  name: string;
  leader_faculty_id: number;
  created_at: string;
  updated_at: string;
}

export interface FormationGroupMembersTable {
  group_id: number;
  student_id: number;
  academic_year: number;
}

/** Issue 20, feature bap (migration 0045a): one candidate's panel journey per application. */
export interface BapCandidatesTable {
  id: Generated<number>;
  application_id: number;
  stage: string;
  panel_date: string | null;
  notes: Generated<string>;
  evidence_id: number | null;
  version: Generated<number>;
  reminded_for: string | null;
  updated_by_user_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface Database {
  bap_candidates: BapCandidatesTable;
  library_accounts: LibraryAccountsTable;
  formation_groups: FormationGroupsTable;
  formation_group_members: FormationGroupMembersTable;
  import_runs: ImportRunsTable;
  import_mappings: ImportMappingsTable;
  subject_access_exports: SubjectAccessExportsTable;
  person_anonymisations: PersonAnonymisationsTable;
  people: PeopleTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  policies: PoliciesTable;
  policy_acceptances: PolicyAcceptancesTable;
  lookup_values: LookupValuesTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  password_resets: PasswordResetsTable;
  email_changes: EmailChangesTable;
  user_tokens: UserTokensTable;
  accounting_sync: AccountingSyncTable;
  accounting_contacts: AccountingContactsTable;
  accounting_authorizations: AccountingAuthorizationsTable;
  accounting_settings: AccountingSettingsTable;
  students: StudentsTable;
  audit_log: AuditLogTable;
  organisations: OrganisationsTable;
  applications: ApplicationsTable;
  faculty: FacultyTable;
  modules: ModulesTable;
  leads: LeadsTable;
  alumni: AlumniTable;
  consents: ConsentsTable;
  registrations: RegistrationsTable;
  donors: DonorsTable;
  programmes: ProgrammesTable;
  intakes: IntakesTable;
  files: FilesTable;
  engagements: EngagementsTable;
  engagement_status_changes: EngagementStatusChangesTable;
  engagement_sessions: EngagementSessionsTable;
  module_instances: ModuleInstancesTable;
  results: ResultsTable;
  assignments: AssignmentsTable;
  submissions: SubmissionsTable;
  extensions: ExtensionsTable;
  dissertations: DissertationsTable;
  dissertation_tasks: DissertationTasksTable;
  student_documents: StudentDocumentsTable;
  learning_support: LearningSupportTable;
  student_form_details: StudentFormDetailsTable;
  student_emergency_contacts: StudentEmergencyContactsTable;
  student_requests: StudentRequestsTable;
  student_hesa_data: StudentHesaDataTable;
  hesa_mappings: HesaMappingsTable;
  hesa_student_details: HesaStudentDetailsTable;
  hesa_numbers: HesaNumbersTable;
  hesa_exports: HesaExportsTable;
  student_support_declarations: StudentSupportDeclarationsTable;
  email_templates: EmailTemplatesTable;
  portal_pages: PortalPagesTable;
  jobs: JobsTable;
  outbox: OutboxTable;
  registration_confirmations: RegistrationConfirmationsTable;
  application_references: ApplicationReferencesTable;
  application_evidence: ApplicationEvidenceTable;
  diocese_evidence_links: DioceseEvidenceLinksTable;
  application_section_reviews: ApplicationSectionReviewsTable;
  fee_assessments: FeeAssessmentsTable;
  invoices: InvoicesTable;
  payments: PaymentsTable;
  bursary_applications: BursaryApplicationsTable;
  bursary_awards: BursaryAwardsTable;
  folder_requests: FolderRequestsTable;
  finance_sequences: FinanceSequencesTable;
  credit_notes: CreditNotesTable;
  credit_allocations: CreditAllocationsTable;
  fee_rates: FeeRatesTable;
  receipts: ReceiptsTable;
}
