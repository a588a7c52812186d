// Issue 16: the reporting views ad hoc queries read (migration 0051a makes them on both
// databases), with what each row and column means, as Reporting → Ad hoc queries lists them.

export interface ReportingView {
  name: string;
  description: string;
  columns: readonly (readonly [name: string, meaning: string])[];
}

export const REPORTING_VIEWS: readonly ReportingView[] = [
  {
    name: 'report_students',
    description: 'One row per student, with the current engagement.',
    columns: [
      ['student_id', 'The student’s id (links the other views).'],
      ['partner_id', 'The partner id (spec 9).'],
      ['first_name', 'First name.'],
      ['last_name', 'Last name.'],
      ['email', 'E-mail address.'],
      ['programme_code', 'Programme code.'],
      ['level', 'Level.'],
      ['pace', 'Study pace.'],
      ['student_type', 'Student type.'],
      ['status', 'Status of the current engagement.'],
      ['hub', 'Hub.'],
      ['cohort', 'Cohort.'],
      ['cohort_group', 'Cohort group.'],
      ['start_intake', 'Start intake of the current engagement (YYYY-MM-DD).'],
      ['end_date', 'End date of the current engagement.'],
    ],
  },
  {
    name: 'report_engagements',
    description: 'Every engagement (a student’s time on a programme), current or past.',
    columns: [
      ['engagement_id', 'The engagement’s id.'],
      ['student_id', 'The student.'],
      ['programme_code', 'Programme code.'],
      ['level', 'Level.'],
      ['status', 'Engagement status (spec 4.2).'],
      ['pace', 'Study pace.'],
      ['student_type', 'Student type.'],
      ['hub', 'Hub.'],
      ['start_intake', 'Start intake (YYYY-MM-DD).'],
      ['end_date', 'End date.'],
      ['exit_award', 'Exit award.'],
    ],
  },
  {
    name: 'report_sessions',
    description: 'Each academic year of an engagement (enrolment sessions).',
    columns: [
      ['session_id', 'The session’s id.'],
      ['engagement_id', 'The engagement.'],
      ['academic_year', 'First calendar year of the academic year (2026 = 2026/27).'],
      ['level', 'Level that year.'],
      ['status', 'Session status.'],
      ['enrolled_at', 'When the student was enrolled.'],
    ],
  },
  {
    name: 'report_programmes',
    description: 'The programmes (System data).',
    columns: [
      ['code', 'Programme code.'],
      ['title', 'Title.'],
      ['award', 'Award.'],
      ['credits', 'Credits.'],
      ['levels', 'Levels, space-separated.'],
      ['active', '1 when offered.'],
    ],
  },
  {
    name: 'report_applications',
    description: 'One row per application.',
    columns: [
      ['application_id', 'The application’s id.'],
      ['first_name', 'First name.'],
      ['last_name', 'Last name.'],
      ['email', 'E-mail address.'],
      ['status', 'Application status.'],
      ['course', 'Programme code applied for.'],
      ['study_pace', 'Study pace.'],
      ['applicant_type', 'Applicant type.'],
      ['diocese', 'Diocese.'],
      ['submitted_at', 'When it was submitted.'],
    ],
  },
  {
    name: 'report_references',
    description: 'The references of each application (no referee’s answers or links).',
    columns: [
      ['reference_id', 'The reference’s id.'],
      ['application_id', 'The application.'],
      ['kind', 'Kind of reference.'],
      ['status', 'Not sent, Requested or Received.'],
      ['requested_at', 'When it was requested.'],
      ['received_at', 'When it arrived.'],
    ],
  },
  {
    name: 'report_results',
    description: 'A student’s place on a module instance and its outcome.',
    columns: [
      ['result_id', 'The result’s id.'],
      ['engagement_id', 'The engagement.'],
      ['module_code', 'Module code.'],
      ['module_title', 'Module title.'],
      ['academic_year', 'Academic year of the instance.'],
      ['outcome', 'Enrolled, Passed, Failed, Withdrawn or Deferred.'],
      ['mark', 'Mark.'],
      ['credits_awarded', 'Credits awarded.'],
    ],
  },
  {
    name: 'report_invoices',
    description: 'Invoices (amounts in pence).',
    columns: [
      ['invoice_id', 'The invoice’s id.'],
      ['student_id', 'The student.'],
      ['number', 'Invoice number.'],
      ['status', 'draft or issued.'],
      ['issued_on', 'Date issued.'],
      ['due_on', 'Date due.'],
      ['amount_pence', 'Amount in pence.'],
      ['academic_year', 'Academic year.'],
    ],
  },
  {
    name: 'report_payments',
    description: 'Payments against invoices (amounts in pence).',
    columns: [
      ['payment_id', 'The payment’s id.'],
      ['student_id', 'The student.'],
      ['invoice_id', 'The invoice paid.'],
      ['received_on', 'Date received.'],
      ['amount_pence', 'Amount in pence.'],
      ['method', 'How it was paid.'],
    ],
  },
];

export const REPORTING_VIEW_NAMES: readonly string[] = REPORTING_VIEWS.map((v) => v.name);
