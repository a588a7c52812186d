import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import { buildRoutes } from '@collegium/domain/menu';
import { MENU_CONFIG } from '@collegium/domain/menu-config';
import { useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { CountShareTable } from '../../../components/ui/count-share-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PillTabs, pillTabPanelProps } from '../../../components/ui/pill-tabs.tsx';
import { useDownload } from '../../../hooks/use-download.ts';
import { REPORT_TABS, exportStudentReport, useStudentReport } from '../api/get-student-report.ts';
import type { ReportGrouping } from '@collegium/domain/student-report';

// spec 2.4: student reporting, how many students there are per programme, level, hub, status
// and age range, with each group's share and a bar to compare them at a glance.

export const NOT_RECORDED = 'Not recorded';
const ROUTE_KEY = 'students.studentreporting';
const TITLE = buildRoutes(MENU_CONFIG).find((r) => r.key === ROUTE_KEY)?.title ?? 'Student reporting';
const TABS_ID = 'student-report';

export function StudentReportingScreen() {
  const [by, setBy] = useState<ReportGrouping>('programme');
  const report = useStudentReport(by);
  const download = useDownload();
  const label = REPORT_TABS.find((g) => g.value === by)?.label ?? by;
  const data = report.data?.by === by ? report.data : undefined;

  return (
    <>
      <PageHeader
        title={TITLE}
        actions={
          <AppButton
            disabled={download.active}
            onClick={() => void download.run((progress) => exportStudentReport(by, progress))}
          >
            Export to Excel
          </AppButton>
        }
      />
      <PillTabs
        tabs={REPORT_TABS}
        value={by}
        onChange={(next) => setBy(next as ReportGrouping)}
        idPrefix={TABS_ID}
        aria-label="Group students by"
        sx={{ mb: 2 }}
      />
      <Box {...pillTabPanelProps(TABS_ID, by)}>
        {report.isError ? (
          <Alert severity="error">The report could not be loaded. Please try again.</Alert>
        ) : (
          <CountShareTable
            caption={`Students by ${label.toLowerCase()}`}
            groupHeader={label}
            countHeader="Students"
            rows={data?.rows.map((row) => ({
              key: row.value ?? NOT_RECORDED,
              label: row.value ?? NOT_RECORDED,
              count: row.count,
            }))}
            total={data?.total ?? 0}
            emptyText="There are no students to report on."
          />
        )}
      </Box>
    </>
  );
}
