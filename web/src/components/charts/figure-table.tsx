import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatPercent } from '@collegium/domain/money-format';
import { Link as RouterLink } from 'react-router';
import { useFromHere } from '../../lib/navigation/came-from.ts';

// The data table behind a chart (issue 16; every chart of the app): one row per group, a column per series, the share of
// the whole when there is one series, and each group linked to the list of its records.

export interface FigureData {
  /** The groups along the axis, as read. */
  categories: readonly string[];
  series: readonly { label: string; data: readonly number[] }[];
  /** Per group, the address of the list of its records (undefined: none, or the reader may not open it). */
  links?: readonly ({ to: string } | undefined)[];
  /** What a share is of (the page's total); no share column when left out. */
  shareOf?: number;
}

export const shareText = (count: number, of: number) => formatPercent(of > 0 ? (count / of) * 100 : 0);

export function FigureTable({
  caption,
  groupHeader,
  data,
}: {
  caption: string;
  groupHeader: string;
  data: FigureData;
}) {
  const { categories, series, links, shareOf } = data;
  // The list a figure opens leads back to this report.
  const fromHere = useFromHere();
  return (
    <Table size="small">
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{groupHeader}</TableCell>
          {series.map((s) => (
            <TableCell key={s.label} scope="col" align="right">
              {s.label}
            </TableCell>
          ))}
          {shareOf !== undefined && (
            <TableCell scope="col" align="right">
              Share
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {categories.map((category, i) => {
          const link = links?.[i];
          return (
            <TableRow key={category}>
              <TableCell component="th" scope="row">
                {link ? (
                  <Link component={RouterLink} to={link.to} state={fromHere}>
                    {category}
                  </Link>
                ) : (
                  category
                )}
              </TableCell>
              {series.map((s) => (
                <TableCell key={s.label} align="right">
                  {(s.data[i] ?? 0).toLocaleString('en-GB')}
                </TableCell>
              ))}
              {shareOf !== undefined && (
                <TableCell align="right">{shareText(series[0]?.data[i] ?? 0, shareOf)}</TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
