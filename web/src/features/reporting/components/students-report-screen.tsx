import { formatPercent } from '@collegium/domain/money-format';
import { STUDENT_REPORT_FILTERS } from '@collegium/domain/reporting-contracts';
import { usePermissions } from '../../../lib/session/session-store.ts';
import { useReport } from '../api/get-reports.ts';
import { countFigure, yearFigure } from '../figures.ts';
import { listLink } from '../list-links.ts';
import { ChartFigure } from '../../../components/charts/chart-figure.tsx';
import { useReportFilters } from './report-filter-bar.tsx';
import { ReportPage } from './report-page.tsx';

// Issue 16, Reporting > Students (spec 2.4, reports:menu): students in the filters by programme,
// status, level, hub, age range (spec 9) and type, over the academic years, and retention and
// withdrawal by programme; every group opens the students list with the same filters.

const LIST = 'students.all';

export function StudentsReportScreen() {
  const { filters, setFilter, clear } = useReportFilters(STUDENT_REPORT_FILTERS);
  const permissions = usePermissions();
  const report = useReport('students', filters);
  const data = report.data;
  const ctx = { filters, permissions };
  const count = (rows: NonNullable<typeof data>['byProgramme'], field?: string) =>
    countFigure(rows, ctx, LIST, { label: 'Students', ...(field ? { field } : {}), shareOf: data?.total ?? 0 });
  return (
    <ReportPage
      page="students"
      noun="students"
      names={STUDENT_REPORT_FILTERS}
      filters={filters}
      onFilter={setFilter}
      onClear={clear}
      report={data}
      failed={report.isError}
      list={LIST}
    >
      {data && (
        <>
          <ChartFigure
            title="Students by programme"
            groupHeader="Programme"
            horizontal
            data={count(data.byProgramme, 'programmeCode')}
          />
          <ChartFigure
            title="Students by status"
            groupHeader="Status"
            horizontal
            data={count(data.byStatus, 'status')}
          />
          <ChartFigure title="Students by level" groupHeader="Level" data={count(data.byLevel, 'level')} />
          <ChartFigure title="Students by hub" groupHeader="Hub" horizontal data={count(data.byHub, 'hub')} />
          <ChartFigure
            title="Students by age range"
            groupHeader="Age range"
            note="Age today, in the bands of spec 9."
            data={count(data.byAgeRange, 'ageRange')}
          />
          <ChartFigure
            title="Students by student type"
            groupHeader="Student type"
            data={count(data.byStudentType, 'studentType')}
          />
          <ChartFigure
            title="Students over the academic years"
            groupHeader="Academic year"
            kind="line"
            note="Students with a session in each year (the year filter left out)."
            data={yearFigure(data.byYear, ctx, LIST, 'Students')}
          />
          <ChartFigure
            title="Retention and withdrawal by programme"
            groupHeader="Programme"
            horizontal
            stacked
            note={`Retained: ${data.retention.map((r) => `${r.programme} ${formatPercent(r.retentionRate * 100)}`).join(', ') || 'no students'}.`}
            data={{
              categories: data.retention.map((r) => r.programme),
              series: [
                { label: 'Retained', data: data.retention.map((r) => r.retained) },
                { label: 'Withdrawn', data: data.retention.map((r) => r.withdrawn) },
                { label: 'Terminated', data: data.retention.map((r) => r.terminated) },
              ],
              links: data.retention.map((r) => listLink(LIST, filters, { programmeCode: r.programme }, permissions)),
            }}
          />
          {data.attendance && (
            <ChartFigure
              title="Residential attendance by programme"
              groupHeader="Programme"
              horizontal
              stacked
              note="Marks at residentials and hub weeks (of the academic year when one is chosen); each programme opens its students."
              data={{
                categories: data.attendance.map((r) => r.programme),
                series: [
                  { label: 'Present', data: data.attendance.map((r) => r.present) },
                  { label: 'Late', data: data.attendance.map((r) => r.late) },
                  { label: 'Absent', data: data.attendance.map((r) => r.absent) },
                ],
                links: data.attendance.map((r) => listLink(LIST, filters, { programmeCode: r.programme }, permissions)),
              }}
            />
          )}
        </>
      )}
    </ReportPage>
  );
}
