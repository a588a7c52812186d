import { applicationStatusGroupLabel } from '@collegium/domain/application-statuses';
import { formatDate } from '@collegium/domain/date-format';
import { buildRoutes } from '@collegium/domain/menu';
import { MENU_CONFIG } from '@collegium/domain/menu-config';
import { useState } from 'react';
import { getConfig } from '../../../lib/config.ts';
import { GroupedCountReport } from '../../../components/ui/grouped-count-report.tsx';
import {
  APPLICATION_REPORT_GROUPINGS,
  exportApplicationReport,
  useApplicationReport,
} from '../api/get-application-report.ts';
import type { ApplicationReport, ApplicationReportGrouping } from '@collegium/domain/application-reporting';

// spec 2.4 applicationreporting: how many applications there are per status, course, intake,
// diocese and cohort group, each with its share, exportable to Excel.

export const NOT_RECORDED = 'Not recorded';
const ROUTE_KEY = 'applications.applicationreporting';
const TITLE = buildRoutes(MENU_CONFIG).find((r) => r.key === ROUTE_KEY)?.title ?? 'Application reporting';

/** How a group's stored value reads: statuses with their spec 4.3 wording, intakes as dates. */
function labelOf(by: ApplicationReportGrouping, value: string | null, dateFormat: string): string {
  if (value === null) return NOT_RECORDED;
  if (by === 'intake') return formatDate(value, dateFormat) || value;
  // The report counts submitted and unfinished applications together.
  if (by === 'status') return applicationStatusGroupLabel(value);
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
  const data = report.data?.by === by ? report.data : undefined;
  return (
    <GroupedCountReport
      title={TITLE}
      noun="Applications"
      tabs={APPLICATION_REPORT_GROUPINGS}
      by={by}
      onBy={setBy}
      tabsId="application-report"
      rows={rowsOf(data, getConfig().dateFormat)}
      total={data?.total ?? 0}
      failed={report.isError}
      exportReport={exportApplicationReport}
    />
  );
}
