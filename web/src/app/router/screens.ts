import type { ScreenKey } from '../../lib/navigation/screen-keys.ts';
import type { ScreenLoader } from './lazy-screen.ts';

// Which menu routes (domain/src/menu.ts keys) have a screen. Only these become routes and menu
// entries: a module's pages appear as their screens are written, never as placeholders.

// The generic entity screens (spec 7.2): the menu route names the entity (`entity` in menu.ts).
// Each loads with its route, so the data grid never reaches the login page or the shell.
export const entityList: ScreenLoader = () =>
  import('../../features/entities/components/entity-list-screen.tsx').then((m) => m.EntityListScreen);
const entityRecord: ScreenLoader = () =>
  import('../../components/entity/entity-record-screen.tsx').then((m) => m.EntityRecordScreen);
// issue 5: a student content page shows the portal page its route names (spec 2.6).
const contentPage: ScreenLoader = () =>
  import('../../features/portal-pages/components/content-page-screen.tsx').then((m) => m.ContentPageScreen);

const SCREEN_TABLE = {
  home: () => import('../../features/dashboard/components/dashboard-screen.tsx').then((m) => m.DashboardScreen),
  dashboard: () => import('../../features/dashboard/components/dashboard-screen.tsx').then((m) => m.DashboardScreen),
  // spec 2.6: the student dashboard is at /forms.
  // Issue 6: the applicant's own application (the step wizard).
  application: () =>
    import('../../features/applicant/components/application-screen.tsx').then((m) => m.ApplicationScreen),
  'forms.home': () =>
    import('../../features/dashboard/components/student-dashboard.tsx').then((m) => m.StudentDashboard),
  // Issue 5: the student's own forms and views (spec 2.6, 7.3).
  'forms.personal-details': () =>
    import('../../features/student-forms/components/personal-details-screen.tsx').then((m) => m.PersonalDetailsScreen),
  'forms.emergency-contacts': () =>
    import('../../features/student-forms/components/emergency-contacts-screen.tsx').then(
      (m) => m.EmergencyContactsScreen,
    ),
  'forms.residential-requirements': () =>
    import('../../features/student-forms/components/residential-requirements-screen.tsx').then(
      (m) => m.ResidentialRequirementsScreen,
    ),
  'forms.safeguarding': () =>
    import('../../features/student-forms/components/safeguarding-screen.tsx').then((m) => m.SafeguardingScreen),
  'forms.dbs': () => import('../../features/student-forms/components/dbs-screen.tsx').then((m) => m.DbsScreen),
  'forms.transcript': () =>
    import('../../features/student-forms/components/student-views.tsx').then((m) => m.TranscriptScreen),
  'forms.current-assignments': () =>
    import('../../features/student-forms/components/student-views.tsx').then((m) => m.CurrentAssignmentsScreen),
  'forms.current-extensions': () =>
    import('../../features/student-forms/components/student-views.tsx').then((m) => m.CurrentExtensionsScreen),
  // Issue 5: the student's requests of the registry (spec 2.6, 7.3).
  'forms.extension-request': () =>
    import('../../features/student-requests/extension-screen.tsx').then((m) => m.ExtensionSevenDaysScreen),
  'forms.extensions-8-days-or-more': () =>
    import('../../features/student-requests/extension-screen.tsx').then((m) => m.ExtensionEightDaysScreen),
  'forms.deferrals': () => import('../../features/student-requests/request-screen.tsx').then((m) => m.DeferralScreen),
  'forms.interruption-of-studies': () =>
    import('../../features/student-requests/request-screen.tsx').then((m) => m.InterruptionScreen),
  'forms.withdrawal': () =>
    import('../../features/student-requests/request-screen.tsx').then((m) => m.WithdrawalScreen),
  'students.requests': () =>
    import('../../features/student-requests/requests-queue-screen.tsx').then((m) => m.RequestsQueueScreen),
  'students.folder-requests': () =>
    import('../../features/folder-requests/folder-requests-screen.tsx').then((m) => m.FolderRequestsScreen),
  // Issue 5: the student's finance overview and bursary application (spec 2.6 group Finance).
  'forms.finance-details': () =>
    import('../../features/student-finance/finance-overview-screen.tsx').then((m) => m.FinanceOverviewScreen),
  'forms.bursary-application': () =>
    import('../../features/student-finance/bursary-application-screen.tsx').then((m) => m.BursaryApplicationScreen),
  // The bursary committee decides the applications (role:bursary, feature bursaries); one opens at ?id=.
  'finance.bursaries': () =>
    import('../../features/bursary-committee/bursary-cases-screen.tsx').then((m) => m.BursaryCasesScreen),
  // Issue 14: the finance office's data checks (feature invoices).
  'finance.invoices': () => import('../../features/finance/invoices-screen.tsx').then((m) => m.InvoicesScreen),
  'finance.invoice': () =>
    import('../../features/finance/invoice-record-screen.tsx').then((m) => m.InvoiceRecordScreen),
  'finance.feerates': () => import('../../features/finance/fee-rates-screen.tsx').then((m) => m.FeeRatesScreen),
  'finance.validation': () => import('../../features/finance/validation-screen.tsx').then((m) => m.ValidationScreen),
  'finance.runs': () => import('../../features/finance/runs-screen.tsx').then((m) => m.FinanceRunsScreen),
  'finance.bank': () => import('../../features/finance/bank-import-screen.tsx').then((m) => m.BankImportScreen),

  // spec 2.4: the student lists; enrolled fixes the status (`presetFilters` in menu.ts).
  // spec 2.4: application reporting (counts with Excel export) and statistics (charts).
  'applications.applicationreporting': () =>
    import('../../features/application-reporting/components/application-reporting-screen.tsx').then(
      (m) => m.ApplicationReportingScreen,
    ),
  'applications.statistics': () =>
    import('../../features/application-reporting/components/statistics-screen.tsx').then((m) => m.StatisticsScreen),
  // spec 2.5: a programme director's own applicants and their record pages.
  'applications.myapplicants': () =>
    import('../../features/myapplicants/components/my-applicants-screen.tsx').then((m) => m.MyApplicantsScreen),
  'myapplicants.record': () =>
    import('../../features/myapplicants/components/my-applicant-record-screen.tsx').then(
      (m) => m.MyApplicantRecordScreen,
    ),
  // spec 2.5: the applications for flexible study and their read-only record pages.
  'applications.flexible': () =>
    import('../../features/fc-applications/components/fc-applications-screen.tsx').then((m) => m.FcApplicationsScreen),
  'fc-applications.record': () =>
    import('../../features/fc-applications/components/fc-application-record-screen.tsx').then(
      (m) => m.FcApplicationRecordScreen,
    ),
  'students.enrolled': entityList,
  // spec 2.4 `new`: the students starting at the next intake (its own call, GET students/new).
  'students.new': () =>
    import('../../features/new-students/components/new-students-screen.tsx').then((m) => m.NewStudentsScreen),
  'students.all': entityList,
  // spec 2.4: photo cards of every student, with an upload for students:edit holders.
  'students.photos': () =>
    import('../../features/photos/components/student-photos-screen.tsx').then((m) => m.StudentPhotosScreen),
  // spec 2.4, 2.5: My Students, faculty's own tutees and taught students.
  'mystudents.allphotos': () =>
    import('../../features/photos/components/all-photos-screen.tsx').then((m) => m.AllPhotosScreen),
  'mystudents.photos': () =>
    import('../../features/photos/components/my-photos-screen.tsx').then((m) => m.MyPhotosScreen),
  'mystudents.learningsupport': () =>
    import('../../features/mystudents/components/learning-support-screen.tsx').then((m) => m.LearningSupportScreen),
  'mystudents.record': () =>
    import('../../features/mystudents/components/my-student-record-screen.tsx').then((m) => m.MyStudentRecordScreen),
  'students.intentions': () =>
    import('../../features/intentions/components/intentions-screen.tsx').then((m) => m.IntentionsScreen),
  'students.enrolment': () =>
    import('../../features/enrolment/components/enrolment-screen.tsx').then((m) => m.EnrolmentScreen),
  'students.studentreporting': () =>
    import('../../features/students/components/student-reporting-screen.tsx').then((m) => m.StudentReportingScreen),
  'faculty.all': entityList,
  'modules.all': entityList,
  // spec 2.4, issue 17: the potential students' activity and follow-ups at the /leads root, the list beside.
  'leads.activity': () => import('../../features/leads/activity-screen.tsx').then((m) => m.LeadActivityScreen),
  'leads.all': entityList,
  // Issue 17: Potential Students > Report (leads:menu), a reporting page of the leads group.
  'leads.report': () =>
    import('../../features/reporting/components/leads-report-screen.tsx').then((m) => m.LeadsReportScreen),
  'leads.events': () => import('../../features/leads/events-screen.tsx').then((m) => m.LeadEventsScreen),
  'leads.event': () => import('../../features/leads/event-screen.tsx').then((m) => m.LeadEventScreen),
  'leads.registrations': entityList,
  'alumni.all': entityList,
  // Issue 17: Fundraising → Alumni (giving, consents, the mailing list) and the donors' list.
  'fundraising.alumni': () =>
    import('../../features/fundraising/alumni-screen.tsx').then((m) => m.FundraisingAlumniScreen),
  'fundraising.donors': entityList,
  'fundraising.gifts': () =>
    import('../../features/fundraising/gifts-screen.tsx').then((m) => m.FundraisingGiftsScreen),
  'organisations.all': entityList,
  'contacts.all': entityList,
  'contacts.consents': entityList,
  'users.all': entityList,
  // Issue 15: roles (the generic list; their own editor with a preview) and a user's record page.
  'users.roles': entityList,
  'roles.record': () =>
    import('../../features/users/components/role-record-screen.tsx').then((m) => m.RoleRecordScreen),
  'users.record': () =>
    import('../../features/users/components/user-record-screen.tsx').then((m) => m.UserRecordScreen),
  // spec 2.4, 4.3: the application list in its three modes (preset status filters, menu-config.ts).
  'applications.ongoing': entityList,
  'applications.confirmed': entityList,
  'applications.all': entityList,

  // spec 2.5: read-only until the enrolment workflows come.
  // issue 4: the student record page, a summary header over its own tabs.
  'students.record': () =>
    import('../../features/students/record/components/student-record-screen.tsx').then((m) => m.StudentRecordScreen),
  // spec 2.5, issue 4: the generic form and history behind a Teaching tab.
  'faculty.record': () =>
    import('../../features/faculty/components/faculty-record-screen.tsx').then((m) => m.FacultyRecordScreen),
  'modules.record': () =>
    import('../../features/modules/components/module-record-screen.tsx').then((m) => m.ModuleRecordScreen),
  // issue 17: the Activity tab (stage moves, follow, log, history) before the generic form.
  'leads.record': () => import('../../features/leads/lead-record-screen.tsx').then((m) => m.LeadRecordScreen),
  'organisations.record': entityRecord,
  // issue 17: the contact's consents with their history.
  'contacts.record': () =>
    import('../../features/consents/contact-record-screen.tsx').then((m) => m.ContactRecordScreen),
  'registrations.record': entityRecord,
  'consents.record': entityRecord,
  // spec 2.5, 4.4: admissions review an application.
  'applications.record': () =>
    import('../../features/applications/components/application-record-screen.tsx').then(
      (m) => m.ApplicationRecordScreen,
    ),
  // spec 2.5: the donor page embeds the external CRM page instead.
  'donors.record': () => import('../../features/fundraising/donor-screen.tsx').then((m) => m.DonorCrmScreen),

  // Issue 16: the HESA return (spec 2.4 /hesa): the mapping, each student's data and the export.
  'hesa.mapping': () => import('../../features/hesa/mapping-screen.tsx').then((m) => m.HesaMappingScreen),
  'hesa.student': () => import('../../features/hesa/student-data-screen.tsx').then((m) => m.HesaStudentDataScreen),
  'hesa.export': () => import('../../features/hesa/export-screen.tsx').then((m) => m.HesaExportScreen),
  // Issue 16: the reporting pages (spec 2.4 /reporting): live figures and charts over filters.
  'reporting.students': () =>
    import('../../features/reporting/components/students-report-screen.tsx').then((m) => m.StudentsReportScreen),
  'reporting.applications': () =>
    import('../../features/reporting/components/applications-report-screen.tsx').then(
      (m) => m.ApplicationsReportScreen,
    ),
  'reporting.marketing': () =>
    import('../../features/reporting/components/marketing-report-screen.tsx').then((m) => m.MarketingReportScreen),
  // Issue 16: Reporting > Custom reports (students:admin or applications:admin) and Ad hoc queries (admin:sysadmin).
  'reporting.custom': () =>
    import('../../features/custom-reports/custom-reports-screen.tsx').then((m) => m.CustomReportsScreen),
  'reporting.adhoc': () => import('../../features/adhoc-queries/adhoc-screen.tsx').then((m) => m.AdhocQueriesScreen),

  // issue 6: the e-mails the college sends (templates) and how each went (outbox).
  'admin.emailtemplates': () =>
    import('../../features/mail/components/email-templates-screen.tsx').then((m) => m.EmailTemplatesScreen),
  // Issue 15: the policies users must accept (generic list and record pages).
  'admin.policies': entityList,
  'policies.record': entityRecord,
  // Issue 15: the lookup lists and the intakes map (admin:admin).
  'admin.systemdata': () =>
    import('../../features/system-data/components/system-data-screen.tsx').then((m) => m.SystemDataScreen),
  // Issue 15: bringing records over from another system (admin:sysadmin).
  // Issue 20, feature personal-tutor.
  'students.personal-tutors': () =>
    import('../../features/personal-tutor/personal-tutors-screen.tsx').then((m) => m.PersonalTutorsScreen),
  'forms.personal-tutor': () =>
    import('../../features/personal-tutor/my-tutor-screen.tsx').then((m) => m.MyTutorScreen),
  // Issue 20, feature badges.
  'students.badges': () => import('../../features/badges/badges-screen.tsx').then((m) => m.BadgesScreen),
  'forms.badges': () => import('../../features/badges/my-badges-screen.tsx').then((m) => m.MyBadgesScreen),
  // Issue 20, feature externalLink.
  'admin.externallinks': () =>
    import('../../features/external-links/components/external-links-screen.tsx').then((m) => m.ExternalLinksScreen),
  'admin.import': () => import('../../features/import/components/import-screen.tsx').then((m) => m.ImportScreen),
  'admin.privacy': () => import('../../features/privacy/components/privacy-screen.tsx').then((m) => m.PrivacyScreen),
  'admin.outbox': () => import('../../features/mail/components/outbox-screen.tsx').then((m) => m.OutboxScreen),

  // issue 5: portal pages. Staff edit them (pages:list, pages:edit); students read the content
  // pages of spec 2.6 by path key; staff read the knowledge-base articles at /kb.
  'admin.portalpages': () =>
    import('../../features/portal-pages/components/portal-pages-screen.tsx').then((m) => m.PortalPagesScreen),
  kb: () => import('../../features/kb/components/kb-screen.tsx').then((m) => m.KbScreen),
  'forms.course': contentPage,
  'forms.studyskills': contentPage,
  'forms.hub': contentPage,
  'forms.chester': contentPage,
  'forms.wellbeing': contentPage,
  'forms.policies': contentPage,
  'forms.help': contentPage,
  'forms.itsupport': contentPage,
  'forms.student-support-introduction': contentPage,
  'forms.student-support-faqs': contentPage,
  // issue 5: HESA answers (forms:hesa) and the student-support declarations.
  'forms.hesa': () => import('../../features/student-hesa/hesa-screen.tsx').then((m) => m.HesaScreen),
  'forms.neurodiversity-declaration': () =>
    import('../../features/student-support/declaration-screen.tsx').then((m) => m.NeurodiversityDeclarationScreen),
  'forms.disability-declaration': () =>
    import('../../features/student-support/declaration-screen.tsx').then((m) => m.DisabilityDeclarationScreen),
  // Issue 20, feature library.
  'forms.library': () => import('../../features/library/library-screen.tsx').then((m) => m.LibraryScreen),
  // Issue 20, feature bap.
  'applications.bap': () => import('../../features/bap/bap-screen.tsx').then((m) => m.BapScreen),
  // Issue 20, feature formation-groups.
  'students.formation-groups': () =>
    import('../../features/formation-groups/formation-groups-screen.tsx').then((m) => m.FormationGroupsScreen),
  'mystudents.formation-group': () =>
    import('../../features/formation-groups/my-formation-groups-screen.tsx').then((m) => m.MyFormationGroupsScreen),
  'forms.formation-group': () =>
    import('../../features/formation-groups/own-formation-group-screen.tsx').then((m) => m.OwnFormationGroupScreen),
  // Issue 20, feature residentialAttendance.
  'students.residentials': () =>
    import('../../features/residentials/residentials-screen.tsx').then((m) => m.ResidentialsScreen),
  'students.residential': () => import('../../features/residentials/register-screen.tsx').then((m) => m.RegisterScreen),
  'mystudents.residentials': () =>
    import('../../features/residentials/residentials-screen.tsx').then((m) => m.ResidentialsScreen),
  'mystudents.residential': () =>
    import('../../features/residentials/register-screen.tsx').then((m) => m.RegisterScreen),
  // Issue 19: an alumni record, opened from All alumni.
  'alumni.record': entityRecord,
} satisfies Record<ScreenKey, ScreenLoader>;

// Typed by lib/navigation/screen-keys.ts: a screen missing from the list, or a listed key without a
// screen, fails the type check.
export const SCREENS: Readonly<Record<string, ScreenLoader>> = SCREEN_TABLE;
