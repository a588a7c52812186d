import { buildRoutes } from '@collegium/domain/menu';
import { MENU_CONFIG } from '@collegium/domain/menu-config';
import type { ReportGrouping } from '@collegium/domain/student-report';
import { useState } from 'react';
import { GroupedCountReport } from '../../../components/ui/grouped-count-report.tsx';
import { REPORT_TABS, exportStudentReport, useStudentReport } from '../api/get-student-report.ts';

// spec 2.4: student reporting, how many students there are per programme, level, hub, status
// and age range, with each group's share and a bar to compare them at a glance.

export const NOT_RECORDED = 'Not recorded';
const ROUTE_KEY = 'students.studentreporting';
const TITLE = buildRoutes(MENU_CONFIG).find((r) => r.key === ROUTE_KEY)?.title ?? 'Student reporting';

export function StudentReportingScreen() {
  const [by, setBy] = useState<ReportGrouping>('programme');
  const report = useStudentReport(by);
  const data = report.data?.by === by ? report.data : undefined;
  return (
    <GroupedCountReport
      title={TITLE}
      noun="Students"
      tabs={REPORT_TABS}
      by={by}
      onBy={setBy}
      tabsId="student-report"
      rows={data?.rows.map((row) => ({
        key: row.value ?? NOT_RECORDED,
        label: row.value ?? NOT_RECORDED,
        count: row.count,
      }))}
      total={data?.total ?? 0}
      failed={report.isError}
      exportReport={exportStudentReport}
    />
  );
}
