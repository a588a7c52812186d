import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { CONVERSION_STEPS, conversionRank, LEAD_REPORT_FILTERS } from '@collegium/domain/lead-report';
import { LEAD_STAGES } from '@collegium/domain/lead-stages';
import { formatPercent } from '@collegium/domain/money-format';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../../lib/session/session-store.ts';
import { useReport } from '../api/get-reports.ts';
import { countFigure } from '../figures.ts';
import { listLink } from '../list-links.ts';
import { ChartFigure } from '../../../components/charts/chart-figure.tsx';
import { useReportFilters } from './report-filter-bar.tsx';
import { ReportPage } from './report-page.tsx';
import { StageFigures } from './stage-figures.tsx';
import { useFromHere } from '../../../lib/navigation/came-from.ts';

// Issue 17, Potential Students > Report (spec 2.4, leads:menu): the potential students whose first
// contact falls in the chosen period, by stage (spec 4.5 order, with report group), report group,
// hub, source, programme and intake of interest, and the conversion between stages; each figure opens the list of
// potential students behind it, the page exports to Excel.

const LIST = 'leads.all';

/** The stages at or past a conversion step: the current stages of those who are there now. */
function stagesFrom(step: string): string {
  const rank = conversionRank(step);
  return LEAD_STAGES.filter((s) => conversionRank(s.name) >= rank)
    .map((s) => s.name)
    .join(',');
}

export function LeadsReportScreen() {
  const { filters, setFilter, clear } = useReportFilters(LEAD_REPORT_FILTERS);
  const fromHere = useFromHere();
  const permissions = usePermissions();
  const report = useReport('leads', filters);
  const data = report.data;
  const ctx = { filters, permissions };
  const shareOf = data?.total ?? 0;
  const stepLinks = CONVERSION_STEPS.map((step) => listLink(LIST, filters, { stage: stagesFrom(step) }, permissions));
  return (
    <ReportPage
      page="leads"
      title="Potential Students report"
      noun="potential students"
      names={LEAD_REPORT_FILTERS}
      filters={filters}
      onFilter={setFilter}
      onClear={clear}
      report={data}
      failed={report.isError}
      list={LIST}
      summary={
        data && (
          <Paper sx={{ p: 2, mb: 2, overflowX: 'auto' }}>
            <Typography component="h2" variant="h6">
              Conversion between stages
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              Each step counts the potential students whose stage history reached it or a later step; the rate is the
              share of the step before. A step’s list shows those whose current stage is at or past it.
            </Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell component="th">Step</TableCell>
                  <TableCell component="th" align="right">
                    Reached
                  </TableCell>
                  <TableCell component="th" align="right">
                    Rate from the step before
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.conversion.map((s, i) => {
                  const link = stepLinks[i];
                  return (
                    <TableRow key={s.stage}>
                      <TableCell component="th" scope="row">
                        {link ? (
                          <Link component={RouterLink} to={link.to} state={fromHere}>
                            {s.stage}
                          </Link>
                        ) : (
                          s.stage
                        )}
                      </TableCell>
                      <TableCell align="right">{s.reached.toLocaleString('en-GB')}</TableCell>
                      <TableCell align="right">{s.rate === null ? '–' : formatPercent(s.rate * 100)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Paper>
        )
      }
    >
      {data && (
        <>
          <ChartFigure
            title="Conversion funnel"
            groupHeader="Step"
            horizontal
            note="Potential students who reached each step or a later one."
            data={{
              categories: data.conversion.map((s) => s.stage),
              series: [{ label: 'Potential students', data: data.conversion.map((s) => s.reached) }],
              shareOf,
              links: stepLinks,
            }}
          />
          <StageFigures byStage={data.byStage} byGroup={data.byGroup} ctx={ctx} shareOf={shareOf} />
          <ChartFigure
            title="Potential students by hub"
            groupHeader="Hub"
            horizontal
            data={countFigure(data.byHub, ctx, LIST, { label: 'Potential students', field: 'hub', shareOf })}
          />
          <ChartFigure
            title="Potential students by source"
            groupHeader="Source"
            horizontal
            data={countFigure(data.bySource, ctx, LIST, { label: 'Potential students', field: 'firstSource', shareOf })}
          />
          <ChartFigure
            title="Potential students by programme of interest"
            groupHeader="Programme"
            horizontal
            data={countFigure(data.byProgramme, ctx, LIST, {
              label: 'Potential students',
              field: 'programmeInterest',
              shareOf,
            })}
          />
          <ChartFigure
            title="Potential students by intake of interest"
            groupHeader="Intake"
            note="By the intake each potential student hopes to start at, earliest first."
            data={countFigure(data.byIntake, ctx, LIST, { label: 'Potential students', field: 'intake', shareOf })}
          />
        </>
      )}
    </ReportPage>
  );
}
