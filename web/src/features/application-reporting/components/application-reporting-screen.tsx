import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { applicationStatusLabel } from '@collegium/domain/application-statuses';
import { formatDate } from '@collegium/domain/date-format';
import { buildRoutes } from '@collegium/domain/menu';
import { MENU_CONFIG } from '@collegium/domain/menu-config';
import { useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PillTabs, pillTabPanelProps } from '../../../components/ui/pill-tabs.tsx';
import { getConfig } from '../../../lib/config.ts';
import { useDownload } from '../../../hooks/use-download.ts';
import {
  APPLICATION_REPORT_GROUPINGS,
  exportApplicationReport,
  useApplicationReport,
} from '../api/get-application-report.ts';
import type { ApplicationReport, ApplicationReportGrouping } from '@collegium/domain/application-reporting';
import { CountShareTable } from '../../../components/ui/count-share-table.tsx';

// spec 2.4 applicationreporting: how many applications there are per status, course, intake,
// diocese and cohort group, each with its share, exportable to Excel.

export const NOT_RECORDED = 'Not recorded';
const ROUTE_KEY = 'applications.applicationreporting';
const TITLE = buildRoutes(MENU_CONFIG).find((r) => r.key === ROUTE_KEY)?.title ?? 'Application reporting';
const TABS_ID = 'application-report';

/** How a group's stored value reads: statuses with their spec 4.3 wording, intakes as dates. */
function labelOf(by: ApplicationReportGrouping, value: string | null, dateFormat: string): string {
  if (value === null) return NOT_RECORDED;
  if (by === 'intake') return formatDate(value, dateFormat) || value;
  // 'Rejected' reads "(by SPI)" for a complete application; the report counts both kinds, so the
  // plain stored status is the honest label there.
  if (by === 'status') return value === 'Rejected' ? 'Rejected' : applicationStatusLabel(value, true);
  return value;
}

function rowsOf(data: ApplicationReport | undefined, dateFormat: string) {
  return data?.rows.map((r) => ({
    key: r.value ?? NOT_RECORDED,
    label: labelOf(data.by, r.value, dateFormat),
    count: r.count,
  }));
}

export function ApplicationReportingScreen() {
  const [by, setBy] = useState<ApplicationReportGrouping>('status');
  const report = useApplicationReport(by);
  const download = useDownload();
  const label = APPLICATION_REPORT_GROUPINGS.find((g) => g.value === by)?.label ?? by;
  const data = report.data?.by === by ? report.data : undefined;
  const dateFormat = getConfig().dateFormat;

  return (
    <>
      <PageHeader
        title={TITLE}
        actions={
          <AppButton
            disabled={download.active}
            onClick={() => void download.run((progress) => exportApplicationReport(by, progress))}
          >
            Export to Excel
          </AppButton>
        }
      />
      <PillTabs
        tabs={APPLICATION_REPORT_GROUPINGS}
        value={by}
        onChange={(next) => setBy(next as ApplicationReportGrouping)}
        idPrefix={TABS_ID}
        aria-label="Group applications by"
        sx={{ mb: 2 }}
      />
      <Box {...pillTabPanelProps(TABS_ID, by)}>
        {report.isError ? (
          <Alert severity="error">The report could not be loaded. Please try again.</Alert>
        ) : (
          <CountShareTable
            caption={`Applications by ${label.toLowerCase()}`}
            groupHeader={label}
            countHeader="Applications"
            rows={rowsOf(data, dateFormat)}
            total={data?.total ?? 0}
            emptyText="There are no applications to report on."
          />
        )}
      </Box>
    </>
  );
}
