import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatPercent } from '@collegium/domain/money-format';
import { visuallyHidden } from './visually-hidden.ts';
import { LOADING_TEXT } from '../../lib/loading-text.ts';

// A count per group with its share of the total and a bar to compare them at a glance (the
// layout of the student report, spec 2.4). Rows come labelled; the caller words the empty case.

export interface CountShareRow {
  key: string;
  label: string;
  count: number;
}

export interface CountShareTableProps {
  caption: string;
  groupHeader: string;
  countHeader: string;
  /** undefined while loading. */
  rows: CountShareRow[] | undefined;
  total: number;
  emptyText: string;
}

/** The bars repeat the share column; on a phone the words need the room more. */
const CHART_DISPLAY = { xs: 'none', sm: 'table-cell' } as const;

const shareOf = (count: number, total: number) => (total > 0 ? (count / total) * 100 : 0);

export function CountShareTable({ caption, groupHeader, countHeader, rows, total, emptyText }: CountShareTableProps) {
  return (
    <TableContainer component={Paper}>
      <Table size="small">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{groupHeader}</TableCell>
            <TableCell scope="col" align="right">
              {countHeader}
            </TableCell>
            <TableCell scope="col" align="right">
              Share
            </TableCell>
            <TableCell scope="col" sx={{ width: '40%', display: CHART_DISPLAY }}>
              <Box component="span" sx={visuallyHidden}>
                Chart
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows === undefined ? (
            <TableRow>
              <TableCell colSpan={4}>{LOADING_TEXT}</TableCell>
            </TableRow>
          ) : rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4}>{emptyText}</TableCell>
            </TableRow>
          ) : (
            rows.map((row) => {
              const share = shareOf(row.count, total);
              return (
                <TableRow key={row.key}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'break-word' }}>
                    {row.label}
                  </TableCell>
                  <TableCell align="right">{row.count.toLocaleString('en-GB')}</TableCell>
                  <TableCell align="right">{formatPercent(share)}</TableCell>
                  <TableCell sx={{ display: CHART_DISPLAY }}>
                    <Box
                      aria-hidden="true"
                      data-testid="report-bar"
                      sx={{
                        height: 12,
                        borderRadius: 1,
                        bgcolor: 'primary.main',
                        width: `${share}%`,
                        minWidth: row.count > 0 ? 2 : 0,
                      }}
                    />
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
        {rows !== undefined && (
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row">
                Total
              </TableCell>
              <TableCell align="right">{total.toLocaleString('en-GB')}</TableCell>
              <TableCell align="right">{total > 0 ? formatPercent(100) : ''}</TableCell>
              <TableCell sx={{ display: CHART_DISPLAY }} />
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
