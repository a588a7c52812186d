import { codeLabel, REPORT_FIGURES } from '@collegium/domain/coded-fields';
import { academicYear } from '@collegium/domain/academic-year';
import { APPLICATION_STAGES } from '@collegium/domain/application-stages';
import { APPLICATION_REPORT_FILTERS } from '@collegium/domain/reporting-contracts';
import { usePermissions } from '../../../lib/session/session-store.ts';
import { useReport } from '../api/get-reports.ts';
import { countFigure, yearLink } from '../figures.ts';
import { statusesOfStage } from '../list-links.ts';
import { ChartFigure } from '../../../components/charts/chart-figure.tsx';
import { useReportFilters } from './report-filter-bar.tsx';
import { ReportPage } from './report-page.tsx';

// Issue 16, Reporting > Applications (spec 2.4, reports:menu): applications in the filters by
// status, stage, course and intake, and by stage and by status over the academic years; every group opens the
// applications list with the same filters (a stage as the statuses it gathers).

const LIST = 'applications.all';

export function ApplicationsReportScreen() {
  const { filters, setFilter, clear } = useReportFilters(APPLICATION_REPORT_FILTERS);
  const permissions = usePermissions();
  const report = useReport('applications', filters);
  const data = report.data;
  const ctx = { filters, permissions };
  const shareOf = data?.total ?? 0;
  const years = [...new Set(data?.stageByYear.map((r) => r.year) ?? [])];
  const statuses = [...new Set(data?.statusByYear.map((r) => r.status) ?? [])];
  return (
    <ReportPage
      page="applications"
      noun="applications"
      names={APPLICATION_REPORT_FILTERS}
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
            title="Applications by status"
            groupHeader="Status"
            horizontal
            data={countFigure(data.byStatus, ctx, LIST, {
              label: 'Applications',
              field: 'status',
              shareOf,
              coded: REPORT_FIGURES.applications.byStatus,
            })}
          />
          <ChartFigure
            title="Applications by stage"
            groupHeader="Stage"
            data={countFigure(data.byStage, ctx, LIST, {
              label: 'Applications',
              field: 'status',
              value: statusesOfStage,
              shareOf,
            })}
          />
          <ChartFigure
            title="Applications by course"
            groupHeader="Course"
            horizontal
            data={countFigure(data.byCourse, ctx, LIST, { label: 'Applications', field: 'course', shareOf })}
          />
          <ChartFigure
            title="Applications by intake"
            groupHeader="Intake"
            data={countFigure(data.byIntake, ctx, LIST, { label: 'Applications', field: 'intake', shareOf })}
          />
          <ChartFigure
            title="Applications by stage over the academic years"
            groupHeader="Academic year"
            stacked
            note="By the academic year of the intake (or of submission); the year filter left out."
            data={{
              categories: years.map(academicYear),
              series: APPLICATION_STAGES.map((stage) => ({
                label: stage,
                data: years.map((y) => data.stageByYear.find((r) => r.year === y && r.stage === stage)?.count ?? 0),
              })),
              links: years.map((y) => yearLink(LIST, ctx, y)),
            }}
          />
          <ChartFigure
            title="Applications by status over the academic years"
            groupHeader="Academic year"
            stacked
            note="Each year’s applications by the status they hold now; the year filter left out."
            data={{
              categories: years.map(academicYear),
              series: statuses.map((status) => ({
                label: codeLabel(REPORT_FIGURES.applications.statusByYear, status),
                data: years.map((y) => data.statusByYear.find((r) => r.year === y && r.status === status)?.count ?? 0),
              })),
              links: years.map((y) => yearLink(LIST, ctx, y)),
            }}
          />
        </>
      )}
    </ReportPage>
  );
}
