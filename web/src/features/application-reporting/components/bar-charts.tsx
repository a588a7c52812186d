import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { chartColour } from '@collegium/domain/chart-palette';
import { useId } from 'react';

// Bar charts drawn as SVG (no chart library is installed; these two shapes are all statistics
// needs). Each is an image with a title and a one-line description for screen readers, every bar
// carries its number as text (colour is never the only signal), and the caller adds the figures
// as a table beside it. Colours come from the spec 9 palette of eight.

export interface ChartDatum {
  label: string;
  value: number;
}

interface ChartProps {
  title: string;
  /** What the chart shows in words, e.g. the largest value; read by screen readers. */
  description: string;
  data: ChartDatum[];
}

const FONT = 12;

/** Columns side by side (time along the bottom), one colour. */
export function ColumnChart({ title, description, data }: ChartProps) {
  const id = useId();
  const width = 360;
  const height = 190;
  const top = 18;
  const bottom = 24;
  const plot = height - top - bottom;
  const max = Math.max(1, ...data.map((d) => d.value));
  // Room either side so the first and last month names are not cut off.
  const pad = 14;
  const slot = (width - 2 * pad) / Math.max(1, data.length);
  const bar = Math.max(4, slot * 0.62);
  // More than a year of columns: smaller numbers, and every n-th month named (the latest always),
  // so the words never run into one another; the table beside the chart has them all.
  const dense = data.length > 12;
  const every = Math.ceil(data.length / (dense ? 6 : 12));
  const named = (i: number) => (data.length - 1 - i) % every === 0;
  return (
    <Box sx={{ maxWidth: 560 }}>
      <svg
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ display: 'block' }}
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        <line x1={0} x2={width} y1={top + plot} y2={top + plot} stroke="#757575" strokeWidth={1} />
        {data.map((d, i) => {
          const h = (d.value / max) * plot;
          const x = pad + i * slot + (slot - bar) / 2;
          return (
            <g key={d.label}>
              <rect x={x} y={top + plot - h} width={bar} height={h} fill={chartColour(0)} />
              <text
                x={x + bar / 2}
                y={top + plot - h - 4}
                textAnchor="middle"
                fontSize={dense ? 8 : FONT}
                fill="#212121"
              >
                {d.value}
              </text>
              {named(i) && (
                <text x={x + bar / 2} y={height - 8} textAnchor="middle" fontSize={FONT - 1} fill="#212121">
                  {d.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}

/** One bar a row, the label above it and the number at its end, a colour each. */
export function RowBarChart({ title, description, data }: ChartProps) {
  const id = useId();
  const width = 280;
  const row = 36;
  const height = Math.max(row, data.length * row);
  const max = Math.max(1, ...data.map((d) => d.value));
  const room = width - 40;
  return (
    <Box sx={{ maxWidth: 440 }}>
      <svg
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ display: 'block' }}
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        {data.map((d, i) => {
          const w = (d.value / max) * room;
          const y = i * row;
          return (
            <g key={d.label}>
              <text x={0} y={y + 12} fontSize={FONT} fill="#212121">
                {d.label}
              </text>
              <rect
                x={0}
                y={y + 17}
                width={Math.max(d.value > 0 ? 2 : 0, w)}
                height={12}
                rx={2}
                fill={chartColour(i)}
              />
              <text x={Math.max(d.value > 0 ? 2 : 0, w) + 4} y={y + 28} fontSize={FONT} fill="#212121">
                {d.value}
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}

/** A chart's figures as a table, behind a disclosure so the page stays short. */
export function ChartFigures({
  caption,
  header,
  countHeader,
  data,
}: {
  caption: string;
  header: string;
  countHeader: string;
  data: ChartDatum[];
}) {
  return (
    <Box component="details" sx={{ mt: 1, '& summary': { cursor: 'pointer', color: 'primary.main', py: 0.5 } }}>
      <summary>
        <Typography component="span" variant="body2">
          Show the figures
        </Typography>
      </summary>
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          mt: 1,
          '& th, & td': { borderBottom: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
          '& td:last-child': { textAlign: 'right' },
        }}
      >
        <caption style={{ textAlign: 'left', captionSide: 'top' }}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{header}</th>
            <th scope="col">{countHeader}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row" style={{ fontWeight: 400 }}>
                {d.label}
              </th>
              <td>{d.value.toLocaleString('en-GB')}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
