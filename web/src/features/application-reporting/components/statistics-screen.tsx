import { codeLabel } from '@collegium/domain/coded-fields';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { buildRoutes } from '@collegium/domain/menu';
import { MENU_CONFIG } from '@collegium/domain/menu-config';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import { useApplicationStatistics } from '../api/get-application-statistics.ts';
import { ChartFigure } from '../../../components/charts/chart-figure.tsx';
import type { FigureData } from '../../../components/charts/figure-table.tsx';

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

/** '2026-11' → 'Nov 2026'. */
function monthLong(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;
}

/** One series of counts as a chart's data. */
function counts(rows: readonly { label: string; value: number }[], label: string): FigureData {
  return { categories: rows.map((r) => r.label), series: [{ label, data: rows.map((r) => r.value) }] };
}

export function StatisticsScreen() {
  const [months, setMonths] = useState<number>(12);
  const stats = useApplicationStatistics(months);
  const data = stats.data;
  const spansYears = data ? new Set(data.months.map((m) => m.month.slice(0, 4))).size > 1 && months > 12 : false;
  // The axis names months short; the table and the text alternative name them in full.
  const perMonth = data?.months.map((m) => ({ label: monthLong(m.month), value: m.submitted })) ?? [];
  // Each status as the catalogue names it (issue 19), never the stored code.
  const byStatus =
    data?.byStatus.map((s) => ({ label: codeLabel('applicationStatus', s.value), value: s.count })) ?? [];
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
            <ChartFigure
              title="Applications submitted per month"
              groupHeader="Month"
              data={counts(perMonth, 'Submitted')}
              axisLabels={data.months.map((m) => monthLabel(m.month, spansYears))}
            />
          </Box>
          <ChartFigure
            title="Applications by stage"
            groupHeader="Stage"
            horizontal
            data={{ ...counts(byStage, 'Applications'), shareOf: data.total }}
          />
          {byStatus.length === 0 ? (
            <Typography>There are no applications yet.</Typography>
          ) : (
            <ChartFigure
              title="Applications by status"
              groupHeader="Status"
              horizontal
              data={{ ...counts(byStatus, 'Applications'), shareOf: data.total }}
            />
          )}
        </Box>
      )}
    </>
  );
}
