import { hasPermission } from '@collegium/domain/permissions';
import { SPECIAL_CATEGORY_RIGHT } from '@collegium/domain/special-category';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { applyPageTitle } from '../../../../lib/routing/page-title.ts';
import { PillTabs, pillTabPanelProps } from '../../../../components/ui/pill-tabs.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { handleApiError } from '../../../../lib/error-handler.ts';
import { useSessionStore } from '../../../../lib/session/session-store.ts';
import { entityKeys } from '../../../../lib/entity/get-entity-schema.ts';
import { entityRouteByKey } from '../../../../lib/entity/entity-routes.ts';
import { LOADING_TEXT } from '../../../../lib/loading-text.ts';
import { RecordHistory } from '../../../../components/entity/record-history.tsx';
import { DissertationTab } from '../../dissertation/dissertation-tab.tsx';
import { DocumentsTab } from '../../documents/documents-tab.tsx';
import { EngagementTab } from '../../engagement/engagement-tab.tsx';
import { ModulesTab } from '../../modules/modules-tab.tsx';
import { useStudentSummary } from '../api/get-student-summary.ts';
import type { StudentSummary } from '../api/get-student-summary.ts';
import { studentBasePath, studentRecordKeys } from '../../../../lib/api/student-record/student-record-query.ts';
import { DEFAULT_TAB, selectedTab, tabsFor } from '../record-tabs.ts';
import type { RecordTab } from '../record-tabs.ts';
import { AssignmentsTab } from './assignments-tab.tsx';
import { DetailsTab } from './details-tab.tsx';
import { FinanceTab } from './finance-tab.tsx';
import { PortalFormsTab } from './portal-forms-tab.tsx';
import { ResultsTab } from './results-tab.tsx';
import { StudentHeader } from './student-header.tsx';
import { LibraryAccountPanel } from '../../../../components/library/library-account-panel.tsx';
import { ResidentialAttendancePanel } from '../../../../components/residentials/attendance-panel.tsx';
import { StudentBapPanel } from './student-bap-panel.tsx';
import { getConfig } from '../../../../lib/config.ts';
import { BackLink } from '../../../../components/ui/back-link.tsx';

// spec 2.5, issue 4: the student record page `/students/{id}`, a summary header over tabs. The
// chosen tab lives in the URL (`?tab=`), so a reload or a trip back opens the same one.

const TABS_ID = 'student-record';
const ALL_STUDENTS = entityRouteByKey('students.all');

/** A student id from the path, or null for anything that cannot be one. */
function parseId(raw: string): number | null {
  return /^\d{1,10}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

export function StudentRecordScreen() {
  const { id = '' } = useParams();
  const studentId = parseId(id);
  return (
    <>
      <BackLink fallback={ALL_STUDENTS ? { path: ALL_STUDENTS.path, label: ALL_STUDENTS.title } : null} />
      {studentId === null ? <Missing /> : <StudentRecord key={studentId} studentId={studentId} />}
    </>
  );
}

function Missing() {
  return <Alert severity="error">This student does not exist, or the record has been removed.</Alert>;
}

function StudentRecord({ studentId }: { studentId: number }) {
  const basePath = studentBasePath(studentId);
  const summary = useStudentSummary(basePath);
  useRefreshAfterWrites(studentId, basePath);

  // The route guard titles every navigation with the route's title, a tab change included; the
  // student's name goes back on after it.
  const { key: locationKey } = useLocation();
  useEffect(() => {
    if (summary.data) applyPageTitle(summary.data.name);
  }, [summary.data, locationKey]);
  useEffect(() => {
    if (summary.error && !(isApiError(summary.error) && summary.error.status === 404)) handleApiError(summary.error);
  }, [summary.error]);

  if (summary.isError) {
    return isApiError(summary.error) && summary.error.status === 404 ? (
      <Missing />
    ) : (
      <Alert severity="error">This student’s record could not be loaded. Please try again.</Alert>
    );
  }
  if (summary.isPending) return <Typography sx={{ py: 2 }}>{LOADING_TEXT}</Typography>;
  return <StudentRecordBody summary={summary.data} basePath={basePath} />;
}

/**
 * Any write made on the page (a status change, a new photo, a dissertation step) may change the
 * header or another tab, so every successful one refreshes this student's record calls.
 */
function useRefreshAfterWrites(studentId: number, basePath: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        void queryClient.invalidateQueries({ queryKey: studentRecordKeys.all(basePath) });
        // The students row mirrors the current engagement, so Details and History change too.
        void queryClient.invalidateQueries({ queryKey: entityKeys.record('students', String(studentId)) });
        void queryClient.invalidateQueries({ queryKey: entityKeys.history('students', String(studentId)) });
      }),
    [queryClient, studentId, basePath],
  );
}

function StudentRecordBody({ summary, basePath }: { summary: StudentSummary; basePath: string }) {
  const [params, setParams] = useSearchParams();
  const permissions = useSessionStore((s) => s.user?.permissions) ?? [];
  const tabs = tabsFor(summary, hasPermission(permissions, SPECIAL_CATEGORY_RIGHT));
  const tab = selectedTab(params.get('tab'), tabs);

  const choose = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_TAB) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <>
      <StudentHeader summary={summary} basePath={basePath} />
      {/* Issue 20, feature library: the account number and catalogue link. */}
      {getConfig().features.includes('library') && <LibraryAccountPanel studentId={summary.id} />}
      {/* Issue 20, feature residentialAttendance: the registers that record this student. */}
      {/* (The record itself needs students:view, which the attendance call asks too.) */}
      {getConfig().features.includes('residentialAttendance') && <ResidentialAttendancePanel studentId={summary.id} />}
      {/* Issue 20, feature bap: the stage of the student's own application, when they were a candidate. */}
      {getConfig().features.includes('bap') && <StudentBapPanel studentId={summary.id} />}
      <PillTabs
        tabs={tabs}
        value={tab}
        onChange={choose}
        idPrefix={TABS_ID}
        aria-label="Student record sections"
        sx={{ mb: 2 }}
      />
      <Box {...pillTabPanelProps(TABS_ID, tab)}>
        <TabPanel tab={tab} summary={summary} basePath={basePath} />
      </Box>
    </>
  );
}

function TabPanel({ tab, summary, basePath }: { tab: RecordTab; summary: StudentSummary; basePath: string }) {
  const studentId = summary.id;
  switch (tab) {
    case 'details':
      return <DetailsTab studentId={studentId} />;
    case 'engagement':
      return <EngagementTab studentId={studentId} />;
    case 'modules':
      return <ModulesTab studentId={studentId} />;
    case 'results':
      return <ResultsTab studentId={studentId} basePath={basePath} />;
    case 'assignments':
      return <AssignmentsTab studentId={studentId} basePath={basePath} />;
    case 'finance':
      return <FinanceTab studentId={studentId} basePath={basePath} />;
    case 'dissertation':
      return <DissertationTab studentId={studentId} />;
    case 'documents':
      return <DocumentsTab studentId={studentId} />;
    case 'portal-forms':
      return <PortalFormsTab studentId={studentId} basePath={basePath} />;
    case 'history':
      return <RecordHistory entity="students" id={String(studentId)} />;
  }
}
