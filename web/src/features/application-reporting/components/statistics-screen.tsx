import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { buildRoutes } from '@collegium/domain/menu';
import { MENU_CONFIG } from '@collegium/domain/menu-config';
import { type ReactNode, useState } from 'react';
import Paper from '@mui/material/Paper';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import { useApplicationStatistics } from '../api/get-application-statistics.ts';
import { type ChartDatum, ChartFigures, ColumnChart, RowBarChart } from './bar-charts.tsx';

// spec 2.4 statistics: applications over time (submitted per month) and by status and stage.

const ROUTE_KEY = 'applications.statistics';
const TITLE = buildRoutes(MENU_CONFIG).find((r) => r.key === ROUTE_KEY)?.title ?? 'Statistics';
const WINDOWS = [6, 12, 24, 36] as const;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11' → 'Nov' (or 'Nov 26' when the chart spans years, so the labels stay unique). */
function monthLabel(month: string, withYear: boolean): string {
  const name = MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month;
  return withYear ? `${name} ${month.slice(2, 4)}` : name;
}

function monthLong(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;
}

function describe(data: ChartDatum[], noun: string): string {
  const total = data.reduce((s, d) => s + d.value, 0);
  if (total === 0) return `No ${noun}.`;
  const top = data.reduce((a, b) => (b.value > a.value ? b : a));
  return `${total} ${noun} in all; the most, ${top.value}, in ${top.label}.`;
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function StatisticsScreen() {
  const [months, setMonths] = useState<number>(12);
  const stats = useApplicationStatistics(months);
  const data = stats.data;
  const spansYears = data ? new Set(data.months.map((m) => m.month.slice(0, 4))).size > 1 && months > 12 : false;
  const perMonth = data?.months.map((m) => ({ label: monthLabel(m.month, spansYears), value: m.submitted })) ?? [];
  const perMonthLong = data?.months.map((m) => ({ label: monthLong(m.month), value: m.submitted })) ?? [];
  const byStatus = data?.byStatus.map((s) => ({ label: s.value, value: s.count })) ?? [];
  const byStage = data?.byStage.map((s) => ({ label: s.value, value: s.count })) ?? [];

  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle={data ? `${data.total.toLocaleString('en-GB')} applications in all` : ' '}
        actions={
          <TextField
            select
            size="small"
            label="Months shown"
            value={months}
            onChange={(e) => setMonths(Number(e.target.value))}
            sx={{ minWidth: 150 }}
          >
            {WINDOWS.map((w) => (
              <MenuItem key={w} value={w}>
                Last {w} months
              </MenuItem>
            ))}
          </TextField>
        }
      />
      {stats.isError ? (
        <Alert severity="error">The statistics could not be loaded. Please try again.</Alert>
      ) : !data ? (
        <Typography sx={{ py: 2 }}>{LOADING_TEXT}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
            <ChartCard title="Applications submitted per month">
              <ColumnChart
                title="Applications submitted per month"
                description={describe(perMonthLong, 'applications submitted')}
                data={perMonth}
              />
              <ChartFigures
                caption="Applications submitted per month"
                header="Month"
                countHeader="Submitted"
                data={perMonthLong}
              />
            </ChartCard>
          </Box>
          <ChartCard title="Applications by stage">
            <RowBarChart title="Applications by stage" description={describe(byStage, 'applications')} data={byStage} />
            <ChartFigures caption="Applications by stage" header="Stage" countHeader="Applications" data={byStage} />
          </ChartCard>
          <ChartCard title="Applications by status">
            {byStatus.length === 0 ? (
              <Typography>There are no applications yet.</Typography>
            ) : (
              <>
                <RowBarChart
                  title="Applications by status"
                  description={describe(byStatus, 'applications')}
                  data={byStatus}
                />
                <ChartFigures
                  caption="Applications by status"
                  header="Status"
                  countHeader="Applications"
                  data={byStatus}
                />
              </>
            )}
          </ChartCard>
        </Box>
      )}
    </>
  );
}
