import type { Generated } from 'kysely';
import type { Timestamps } from './common.ts';

// Finance, accounting, HESA, import, privacy and the optional features' tables (schema.ts joins them).

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
  /** overpayment_allocation: a payment row that applied an over-payment's credit to an invoice. */
  document_type: 'invoice' | 'credit_note' | 'payment' | 'overpayment' | 'refund' | 'overpayment_allocation';
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

/** Issue 15: System data's HESA defaults, the code sent when a record holds no value for the field. */
export interface HesaDefaultsTable extends Timestamps {
  hesa_field: string;
  /** Null: the default was taken away (the row keeps its version). */
  code: string | null;
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

/** Migration 0044a: a finance bulk run (issue 14). */
export interface FinanceRunsTable {
  id: Generated<number>;
  /** assess, issue */
  kind: string;
  /** The academic year's first calendar year (assess) or YYYY-MM (issue). */
  scope: string;
  /** queued, running, done, failed */
  status: string;
  total: Generated<number>;
  processed: Generated<number>;
  made: Generated<number>;
  failed: Generated<number>;
  /** JSON list of { id, studentId, studentName, reason }. */
  failures: Generated<string>;
  job_id: number | null;
  last_error: string | null;
  created_by_user_id: number | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** Migration 0044b: money paid back out of the credit on a student's account (issue 14). */
export interface RefundsTable {
  id: Generated<number>;
  student_id: number;
  refunded_on: string;
  method: string;
  reference: string;
  amount_pence: number;
  created_by_user_id: number | null;
  created_at: string;
  /** Migration 0057a: 'Not sent' until the accounting connection sends it ('Sent', 'Failed'). */
  accounting_status: Generated<string>;
  accounting_message: Generated<string | null>;
}

/** Migration 0057a: one refund payment Xero made for a refund (out of an over-payment or a credit note). */
export interface AccountingRefundPartsTable {
  id: Generated<number>;
  refund_id: number;
  part: number;
  source_type: string;
  source_id: string;
  /** Null while Xero's answer is awaited (asked again under the same key). */
  payment_id: string | null;
  amount_pence: number;
  /** Migration 0071a: what finance took off the part (dropped or reduced), with the reason. */
  waived_pence: Generated<number>;
  waived_reason: string | null;
}

/** Migration 0048a: a bank statement line recorded as a payment, known by its hash (issue 14). */
export interface BankStatementLinesTable {
  id: Generated<number>;
  /** sha256 of account, date, amount and the line's text. */
  line_hash: string;
  account: string;
  line_date: string;
  amount_pence: number;
  description: string;
  receipt_id: number | null;
  imported_by_user_id: number | null;
  imported_at: string;
}

/** Issue 15: the retention period per record type (months null: none set). */
export interface RetentionRulesTable {
  record_type: string;
  months: number | null;
  updated_by_user_id: number | null;
  updated_at: string;
}
