import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CHART_PALETTE } from '@collegium/domain/chart-palette';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { bandAxisWidth } from './axis-width.ts';
import { type FigureData, FigureTable, shareText } from './figure-table.tsx';
import { useFromHere } from '../../lib/navigation/came-from.ts';

// One figure of a report (issue 16, every chart of the app): an MUI X chart in the palette of spec 9, a text
// alternative that says what the chart shows, and the data table behind it (Show table), whose
// groups link to the lists of their records; a bar or point opens its group's list too.

export interface ChartFigureProps {
  title: string;
  /** The header of the groups' column in the table. */
  groupHeader: string;
  data: FigureData;
  kind?: 'bar' | 'line';
  /** Bars along the page (long labels); the default stands them up. */
  horizontal?: boolean;
  stacked?: boolean;
  /** A line under the title: what the figure counts, or why its links show a wider list. */
  note?: string;
  /** Shorter names of the groups on the axis (Nov 26 for November 2026); the table and text keep the full ones. */
  axisLabels?: readonly string[];
}

/** Counts are whole: no tick at 0.5. */
const COUNT_AXIS = { tickMinStep: 1 };

/** What the chart shows, in words: the text alternative read instead of the picture. */
export function describeFigure(title: string, data: FigureData): string {
  if (data.categories.length === 0) return `${title}: nothing to show.`;
  const parts = data.categories.map((category, i) => {
    if (data.series.length === 1) {
      const count = data.series[0]!.data[i] ?? 0;
      return data.shareOf === undefined
        ? `${category} ${count}`
        : `${category} ${count} (${shareText(count, data.shareOf)})`;
    }
    return `${category}: ${data.series.map((s) => `${s.label} ${s.data[i] ?? 0}`).join(', ')}`;
  });
  return `${title}. ${parts.join('; ')}.`;
}

export function ChartFigure({
  title,
  groupHeader,
  data,
  kind = 'bar',
  horizontal,
  stacked,
  note,
  axisLabels,
}: ChartFigureProps) {
  const [showTable, setShowTable] = useState(false);
  // The chart's width, for the axis of group names of a horizontal chart (axis-width.ts).
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element || !horizontal || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [horizontal]);
  const navigate = useNavigate();
  // The list a figure opens leads back to this report.
  const fromHere = useFromHere();
  const tableId = useId();
  const categories = [...data.categories];
  const single = data.series.length === 1;
  const open = (index: number | undefined) => {
    const link = index === undefined ? undefined : data.links?.[index];
    if (link) void navigate(link.to, { state: fromHere });
  };
  // One series: a colour per group (the palette in order); several: a colour per series.
  const short = (value: string) => axisLabels?.[categories.indexOf(value)] ?? value;
  const bandAxis = {
    scaleType: 'band' as const,
    data: categories,
    ...(axisLabels
      ? {
          valueFormatter: (value: string, context: { location: string }) =>
            context.location === 'tick' ? short(value) : value,
        }
      : {}),
    ...(single ? { colorMap: { type: 'ordinal' as const, values: categories, colors: [...CHART_PALETTE] } } : {}),
  };
  const series = data.series.map((s) => ({
    data: [...s.data],
    label: s.label,
    ...(stacked ? { stack: 'total' } : {}),
  }));
  const height = horizontal ? 48 + 30 * Math.max(categories.length, 2) : 260;
  return (
    <Paper component="figure" sx={{ p: 2, m: 0, minWidth: 0 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {note && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      )}
      <Box ref={box} role="img" aria-label={describeFigure(title, data)} sx={{ width: '100%' }}>
        {kind === 'line' ? (
          <LineChart
            height={height}
            // Room for the last group's name, centred on the chart's right edge.
            margin={{ right: 28 }}
            colors={[...CHART_PALETTE]}
            xAxis={[{ scaleType: 'point', data: categories }]}
            yAxis={[COUNT_AXIS]}
            series={series.map((s) => ({ ...s, curve: 'linear' as const }))}
            hideLegend={single}
            onMarkClick={(_, item) => open(item.dataIndex)}
          />
        ) : (
          <BarChart
            height={height}
            colors={[...CHART_PALETTE]}
            layout={horizontal ? 'horizontal' : 'vertical'}
            {...(horizontal
              ? { yAxis: [{ ...bandAxis, width: bandAxisWidth(categories.map(short), boxWidth) }], xAxis: [COUNT_AXIS] }
              : { xAxis: [bandAxis], yAxis: [COUNT_AXIS] })}
            series={series}
            hideLegend={single}
            onItemClick={(_, item) => open(item.dataIndex)}
          />
        )}
      </Box>
      <Box component="figcaption" sx={{ mt: 1 }}>
        <Button size="small" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)}>
          {showTable ? 'Hide table' : 'Show table'}
        </Button>
        <Box id={tableId} hidden={!showTable} sx={{ overflowX: 'auto' }}>
          <FigureTable caption={title} groupHeader={groupHeader} data={data} />
        </Box>
      </Box>
    </Paper>
  );
}
