import type { CustomReportExportsTable, CustomReportsTable } from './tables/reporting.ts';
import type {
  ApplicationEvidenceTable,
  BapCandidatesTable,
  ApplicationReferencesTable,
  ApplicationSectionReviewsTable,
  BursaryApplicationsTable,
  DioceseContactsTable,
  DioceseEvidenceLinksTable,
  FeeAssessmentsTable,
  FeeRatesTable,
  InvoicesTable,
  PaymentsTable,
  ReceiptsTable,
  StudentEmergencyContactsTable,
  StudentFormDetailsTable,
  StudentHesaDataTable,
  StudentRequestsTable,
  StudentSupportDeclarationsTable,
} from './tables/applications-and-portal.ts';
import type {
  AccountingAuthorizationsTable,
  BankStatementLinesTable,
  AccountingContactsTable,
  AccountingSettingsTable,
  AccountingSyncTable,
  BursaryAwardsTable,
  CreditAllocationsTable,
  CreditNotesTable,
  FinanceRunsTable,
  FinanceSequencesTable,
  FolderRequestsTable,
  FormationGroupMembersTable,
  FormationGroupsTable,
  HesaDefaultsTable,
  HesaExportsTable,
  HesaMappingsTable,
  HesaNumbersTable,
  HesaStudentDetailsTable,
  ImportMappingsTable,
  ImportRunsTable,
  LibraryAccountsTable,
  PersonAnonymisationsTable,
  RefundsTable,
  AccountingRefundPartsTable,
  RetentionRulesTable,
  SubjectAccessExportsTable,
} from './tables/finance-and-admin.ts';
import type {
  AuditLogTable,
  EmailChangesTable,
  LoginFailuresTable,
  LookupValuesTable,
  PasswordResetsTable,
  PeopleTable,
  PoliciesTable,
  PolicyAcceptancesTable,
  RolesTable,
  SessionsTable,
  UserRolesTable,
  UserTokensTable,
  UsersTable,
} from './tables/people-and-access.ts';
import type {
  AlumniTable,
  ApplicationsTable,
  ConsentsTable,
  DonorsTable,
  FacultyTable,
  GiftsTable,
  LeadsTable,
  ModulesTable,
  OrganisationsTable,
  RegistrationsTable,
  StudentsTable,
} from './tables/entities.ts';
import type {
  AssignmentsTable,
  DissertationTasksTable,
  DissertationsTable,
  EmailTemplatesTable,
  EngagementSessionsTable,
  EngagementStatusChangesTable,
  EngagementsTable,
  ExtensionsTable,
  FilesTable,
  IntakesTable,
  JobsTable,
  LearningSupportTable,
  ModuleInstancesTable,
  OutboxTable,
  PortalPagesTable,
  ProgrammesTable,
  RegistrationConfirmationsTable,
  ResultsTable,
  PassMarksTable,
  StudentDocumentsTable,
  SubmissionsTable,
} from './tables/student-records.ts';

// The tables as Kysely sees them. Timestamps are ISO-8601 UTC text and flags are 0/1 integers on
// both SQLite and PostgreSQL, so one code path serves both (ARCHITECTURE.md, "Data").
// Each table's columns live in tables/<area>.ts; Database names them all for Kysely.

export type * from './tables/common.ts';
export type * from './tables/people-and-access.ts';
export type * from './tables/entities.ts';
export type * from './tables/student-records.ts';
export type * from './tables/applications-and-portal.ts';
export type * from './tables/finance-and-admin.ts';
export type * from './tables/reporting.ts';

export interface Database {
  custom_reports: CustomReportsTable;
  custom_report_exports: CustomReportExportsTable;
}

export interface Database {
  bap_candidates: BapCandidatesTable;
  library_accounts: LibraryAccountsTable;
  formation_groups: FormationGroupsTable;
  formation_group_members: FormationGroupMembersTable;
}

export interface Database {
  refunds: RefundsTable;
  accounting_refund_parts: AccountingRefundPartsTable;
  bank_statement_lines: BankStatementLinesTable;
  finance_runs: FinanceRunsTable;
  import_runs: ImportRunsTable;
  import_mappings: ImportMappingsTable;
  subject_access_exports: SubjectAccessExportsTable;
  retention_rules: RetentionRulesTable;
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
  gifts: GiftsTable;
  programmes: ProgrammesTable;
  intakes: IntakesTable;
  files: FilesTable;
  engagements: EngagementsTable;
  engagement_status_changes: EngagementStatusChangesTable;
  engagement_sessions: EngagementSessionsTable;
  module_instances: ModuleInstancesTable;
  results: ResultsTable;
  pass_marks: PassMarksTable;
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
  hesa_defaults: HesaDefaultsTable;
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
  diocese_contacts: DioceseContactsTable;
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
