import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Db } from './database.ts';
import * as foundation from './migrations/2026-11-22-0001-foundation.ts';
import * as organisations from './migrations/2026-11-22-0002-organisations.ts';
import * as entities from './migrations/2026-11-22-0003-entities.ts';
import * as searchIndexes from './migrations/2026-11-22-0004-search-indexes.ts';
import * as studentRecords from './migrations/2026-11-22-0005-student-records.ts';
import * as mail from './migrations/2026-11-22-0006-mail.ts';
import * as applications from './migrations/2026-11-22-0007-applications.ts';
import * as applicationReview from './migrations/2026-11-22-0008-application-review.ts';
import * as portalPages from './migrations/2026-11-22-0010-portal-pages.ts';
import * as studentForms from './migrations/2026-11-22-0011-student-forms.ts';
import * as studentRequests from './migrations/2026-11-22-0012-student-requests.ts';
import * as hesaAndSupport from './migrations/2026-11-22-0013-hesa-and-support.ts';
import * as studentFinance from './migrations/2026-11-22-0014-student-finance.ts';
import * as folderRequestNotes from './migrations/2026-11-22-0015-folder-request-notes.ts';
import * as creditNotes from './migrations/2026-11-25-0020a-credit-notes.ts';
import * as emailChanges from './migrations/2026-11-25-0017a-email-changes.ts';
import * as feeRates from './migrations/2026-11-25-0020b-fee-rates-and-invoice-status.ts';
import * as loginFailuresPerIp from './migrations/2026-11-25-0016a-login-failures-per-address-and-ip.ts';
import * as policies from './migrations/2026-11-25-0021c-policies.ts';
import * as receipts from './migrations/2026-11-25-0020c-receipts.ts';
import * as rolesListIndex from './migrations/2026-11-25-0021b-roles-list-index.ts';
import * as scheduledRequestChanges from './migrations/2026-11-25-0018a-scheduled-request-changes.ts';
import * as userInvitation from './migrations/2026-11-25-0021a-user-invitation.ts';
import * as listColumns from './migrations/2026-11-25-0019a-list-columns.ts';
import * as listFacets from './migrations/2026-11-25-0019b-list-facets.ts';
import * as rolesAndPoliciesLists from './migrations/2026-11-25-0024a-roles-and-policies-lists.ts';
import * as accounting from './migrations/2026-11-26-0034a-accounting.ts';
import * as invoiceList from './migrations/2026-11-26-0033a-invoice-list.ts';
import * as hesa from './migrations/2026-11-26-0037a-hesa.ts';
import * as importAndPrivacy from './migrations/2026-11-26-0036a-import-and-privacy.ts';
import * as retentionRules from './migrations/2026-11-27-0043a-retention-rules.ts';
import * as financeRuns from './migrations/2026-11-27-0044a-finance-runs.ts';
import * as refunds from './migrations/2026-11-27-0044b-refunds.ts';
import * as missingEmailTemplates from './migrations/2026-11-25-0023a-missing-email-templates.ts';
import * as lookupLists from './migrations/2026-11-26-0035a-lookup-lists.ts';
import * as profilePictures from './migrations/2026-11-26-0035b-profile-pictures.ts';
import * as externalLinks from './migrations/2026-11-27-0041a-external-links.ts';
import * as personalTutorMail from './migrations/2026-11-27-0041b-personal-tutor-meeting-mail.ts';
import * as badges from './migrations/2026-11-27-0041c-badges.ts';
import * as libraryAccounts from './migrations/2026-11-27-0040a-library-accounts.ts';
import * as formationGroups from './migrations/2026-11-27-0040b-formation-groups.ts';
import * as moreLookupLists from './migrations/2026-11-27-0042a-more-lookup-lists.ts';
import * as programmeEditing from './migrations/2026-11-27-0042b-programme-editing.ts';
import * as bapCandidates from './migrations/2026-11-27-0045a-bap.ts';
import * as residentialAttendance from './migrations/2026-11-27-0046a-residential-attendance.ts';
import * as searchPrefixes from './migrations/2026-11-27-0047a-search-prefixes.ts';
import * as moduleInstanceCapacity from './migrations/2026-11-27-0053a-module-instance-capacity.ts';
import * as moduleResultsBoard from './migrations/2026-11-27-0054a-module-results-board.ts';
import * as bankStatementLines from './migrations/2026-11-27-0048a-bank-statement-lines.ts';
import * as receiptAccountingStatus from './migrations/2026-11-27-0048b-receipt-accounting-status.ts';
import * as leadActivity from './migrations/2026-11-27-0052a-lead-activity.ts';
import * as leadEvents from './migrations/2026-11-27-0052b-lead-events.ts';
import * as customReports from './migrations/2026-11-27-0051a-custom-reports-and-reporting-views.ts';
import * as reportingRole from './migrations/2026-11-27-0051b-reporting-role.ts';
import * as accountCodes from './migrations/2026-11-27-0049a-account-codes.ts';
import * as dioceseContacts from './migrations/2026-11-27-0049b-diocese-contacts.ts';
import * as consentHistory from './migrations/2026-11-27-0055a-consent-history.ts';
import * as filterSortIndexes from './migrations/2026-11-27-0056a-filter-sort-indexes.ts';
import * as passMarks from './migrations/2026-11-27-0062a-pass-marks.ts';
import * as resitMarks from './migrations/2026-11-27-0062b-resit-marks.ts';
import * as progression from './migrations/2026-11-27-0062c-progression.ts';
import * as hesaDefaults from './migrations/2026-11-27-0058a-hesa-defaults.ts';
import * as alumniFromCompletion from './migrations/2026-11-27-0061a-alumni-from-completion.ts';
import * as refundAccounting from './migrations/2026-11-27-0057a-refund-accounting.ts';
import * as defaultProgrammes from './migrations/2026-11-27-0065a-default-programmes.ts';
import * as refundPartWaivers from './migrations/2026-11-27-0071a-refund-part-waivers.ts';
import * as specialListIndexes from './migrations/2026-11-27-0072a-special-list-indexes.ts';
import * as personNamePrefixes from './migrations/2026-11-27-0072b-person-name-prefixes.ts';
import * as moreConsentPurposes from './migrations/2026-11-27-0074a-more-consent-purposes.ts';
import * as kbUsersArticle from './migrations/2026-11-27-0075a-kb-users-article.ts';
import * as invoicePrefixStatementTriggers from './migrations/2026-11-27-0077a-invoice-prefix-statement-triggers.ts';
import * as resultsPassMark from './migrations/2026-11-27-0081a-results-pass-mark.ts';
import * as specialListNameCopies from './migrations/2026-11-27-0076a-special-list-name-copies.ts';
import * as leadIntakeOfInterest from './migrations/2026-11-27-0078a-lead-intake-of-interest.ts';
import * as gifts from './migrations/2026-11-27-0078b-gifts.ts';
import * as kbGiftsArticle from './migrations/2026-11-27-0084a-kb-gifts-article.ts';
import * as doubleMarking from './migrations/2026-11-27-0067a-double-marking.ts';
import * as dashboardWorkIndexes from './migrations/2026-11-27-0069a-dashboard-work-indexes.ts';
import * as filterCombinationIndexes from './migrations/2026-11-27-0082a-filter-combination-indexes.ts';
import * as intentionsDue from './migrations/2026-11-27-0082b-intentions-due.ts';
import * as requestQueueIndexes from './migrations/2026-11-27-0082c-request-queue-indexes.ts';
import * as invoiceListIndexes from './migrations/2026-11-27-0083a-invoice-list-indexes.ts';

// Migrations are listed here (not read from the file system) so the same list runs from source,
// in tests and in any bundle. Names sort by date; add new ones at the end.
const MIGRATIONS: Record<string, { up: (db: never, dialect: Db['dialect']) => Promise<void> }> = {
  '2026-11-22-0001-foundation': foundation,
  '2026-11-22-0002-organisations': organisations,
  '2026-11-22-0003-entities': entities,
  '2026-11-22-0004-search-indexes': searchIndexes,
  '2026-11-22-0005-student-records': studentRecords,
  '2026-11-22-0006-mail': mail,
  '2026-11-22-0007-applications': applications,
  '2026-11-22-0008-application-review': applicationReview,
  '2026-11-22-0010-portal-pages': portalPages,
  '2026-11-22-0011-student-forms': studentForms,
  '2026-11-22-0012-student-requests': studentRequests,
  '2026-11-22-0013-hesa-and-support': hesaAndSupport,
  '2026-11-22-0014-student-finance': studentFinance,
  '2026-11-22-0015-folder-request-notes': folderRequestNotes,
  '2026-11-25-0016a-login-failures-per-address-and-ip': loginFailuresPerIp,
  '2026-11-25-0017a-email-changes': emailChanges,
  '2026-11-25-0018a-scheduled-request-changes': scheduledRequestChanges,
  '2026-11-25-0020a-credit-notes': creditNotes,
  '2026-11-25-0020b-fee-rates-and-invoice-status': feeRates,
  '2026-11-25-0020c-receipts': receipts,
  '2026-11-25-0021a-user-invitation': userInvitation,
  '2026-11-25-0021b-roles-list-index': rolesListIndex,
  '2026-11-25-0021c-policies': policies,
  '2026-11-25-0019a-list-columns': listColumns,
  '2026-11-25-0019b-list-facets': listFacets,
  '2026-11-25-0023a-missing-email-templates': missingEmailTemplates,
  '2026-11-25-0024a-roles-and-policies-lists': rolesAndPoliciesLists,
  '2026-11-26-0034a-accounting': accounting,
  '2026-11-26-0035a-lookup-lists': lookupLists,
  '2026-11-26-0035b-profile-pictures': profilePictures,
  '2026-11-26-0033a-invoice-list': invoiceList,
  '2026-11-26-0037a-hesa': hesa,
  '2026-11-26-0036a-import-and-privacy': importAndPrivacy,
  '2026-11-27-0041a-external-links': externalLinks,
  '2026-11-27-0041b-personal-tutor-meeting-mail': personalTutorMail,
  '2026-11-27-0041c-badges': badges,
  '2026-11-27-0040a-library-accounts': libraryAccounts,
  '2026-11-27-0040b-formation-groups': formationGroups,
  '2026-11-27-0043a-retention-rules': retentionRules,
  '2026-11-27-0042a-more-lookup-lists': moreLookupLists,
  '2026-11-27-0042b-programme-editing': programmeEditing,
  '2026-11-27-0044a-finance-runs': financeRuns,
  '2026-11-27-0044b-refunds': refunds,
  '2026-11-27-0045a-bap': bapCandidates,
  '2026-11-27-0046a-residential-attendance': residentialAttendance,
  '2026-11-27-0047a-search-prefixes': searchPrefixes,
  '2026-11-27-0053a-module-instance-capacity': moduleInstanceCapacity,
  '2026-11-27-0054a-module-results-board': moduleResultsBoard,
  '2026-11-27-0048a-bank-statement-lines': bankStatementLines,
  '2026-11-27-0048b-receipt-accounting-status': receiptAccountingStatus,
  '2026-11-27-0052a-lead-activity': leadActivity,
  '2026-11-27-0052b-lead-events': leadEvents,
  '2026-11-27-0051a-custom-reports-and-reporting-views': customReports,
  '2026-11-27-0051b-reporting-role': reportingRole,
  '2026-11-27-0049a-account-codes': accountCodes,
  '2026-11-27-0049b-diocese-contacts': dioceseContacts,
  '2026-11-27-0055a-consent-history': consentHistory,
  '2026-11-27-0056a-filter-sort-indexes': filterSortIndexes,
  '2026-11-27-0062a-pass-marks': passMarks,
  '2026-11-27-0062b-resit-marks': resitMarks,
  '2026-11-27-0062c-progression': progression,
  '2026-11-27-0058a-hesa-defaults': hesaDefaults,
  '2026-11-27-0061a-alumni-from-completion': alumniFromCompletion,
  '2026-11-27-0057a-refund-accounting': refundAccounting,
  '2026-11-27-0065a-default-programmes': defaultProgrammes,
  '2026-11-27-0071a-refund-part-waivers': refundPartWaivers,
  '2026-11-27-0072a-special-list-indexes': specialListIndexes,
  '2026-11-27-0072b-person-name-prefixes': personNamePrefixes,
  '2026-11-27-0067a-double-marking': doubleMarking,
  '2026-11-27-0069a-dashboard-work-indexes': dashboardWorkIndexes,
  '2026-11-27-0074a-more-consent-purposes': moreConsentPurposes,
  '2026-11-27-0075a-kb-users-article': kbUsersArticle,
  '2026-11-27-0077a-invoice-prefix-statement-triggers': invoicePrefixStatementTriggers,
  '2026-11-27-0081a-results-pass-mark': resultsPassMark,
  '2026-11-27-0076a-special-list-name-copies': specialListNameCopies,
  '2026-11-27-0078a-lead-intake-of-interest': leadIntakeOfInterest,
  '2026-11-27-0078b-gifts': gifts,
  '2026-11-27-0084a-kb-gifts-article': kbGiftsArticle,
  '2026-11-27-0082a-filter-combination-indexes': filterCombinationIndexes,
  '2026-11-27-0082b-intentions-due': intentionsDue,
  '2026-11-27-0082c-request-queue-indexes': requestQueueIndexes,
  '2026-11-27-0083a-invoice-list-indexes': invoiceListIndexes,
};

function provider(db: Db): MigrationProvider {
  return {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(MIGRATIONS)) {
        out[name] = { up: (k) => m.up(k as never, db.dialect) };
      }
      return out;
    },
  };
}

/**
 * PostgreSQL: the schema the connection works in. Kysely looks for its migration tables in every
 * schema unless told which, so a database holding several schemas (the tests give each file its
 * own) could find another schema's tables and skip creating its own.
 */
async function migrationSchema(db: Db): Promise<string | undefined> {
  if (db.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely);
  return rows[0]?.schema;
}

async function migratorOf(db: Db): Promise<Migrator> {
  const schema = await migrationSchema(db);
  return new Migrator({
    db: db.kysely,
    provider: provider(db),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

type MigrationRun = Awaited<ReturnType<Migrator['migrateToLatest']>>;

function applied({ error, results }: MigrationRun): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  return applied(await (await migratorOf(db)).migrateToLatest());
}

/** Every migration up to and including `name` (a benchmark comparing a schema with the one before it). */
export async function migrateUpTo(db: Db, name: string): Promise<string[]> {
  if (!(name in MIGRATIONS)) throw new Error(`There is no migration ${name}.`);
  return applied(await (await migratorOf(db)).migrateTo(name));
}
