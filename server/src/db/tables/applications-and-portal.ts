import type { Generated } from 'kysely';
import type { Timestamps } from './common.ts';

// Applications, references, evidence and the student portal's forms (schema.ts joins them).

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

/** A diocese's contact and whether it is still offered (migration 0049b, System data → Dioceses). */
export interface DioceseContactsTable {
  organisation_id: number;
  ddo_name: string | null;
  ddo_email: string | null;
  ddo_phone: string | null;
  retired: Generated<number>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
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
  /** Migration 0048b: the over-payment's state in the accounting system. */
  accounting_status: Generated<string>;
  accounting_message: string | null;
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
