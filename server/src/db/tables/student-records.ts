import type { Generated } from 'kysely';
import type { Timestamps } from './common.ts';

// Student records, teaching, mail, jobs and portal pages (schema.ts joins them).

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
  /** Space-separated study paces it is offered at (migration 0042b). */
  paces: Generated<string>;
  /** Its place in the System data list (migration 0042b). */
  position: Generated<number>;
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
  /** The exam board's decision (progress, repeat, exit) and the exit award it recorded (migration 0062c). */
  progression: Generated<string | null>;
  progression_award: Generated<string | null>;
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
  /** The mark of a resit attempt (migration 0062b); `mark` is then the capped result. */
  resit_mark: Generated<number | null>;
}

/** The pass mark of a level (System data, migration 0062a). */
export interface PassMarksTable {
  id: Generated<number>;
  level: string;
  mark: number;
  version: Generated<number>;
  updated_at: string;
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
