import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { academicYear } from '@collegium/domain/academic-year';
import { formatDateTime } from '@collegium/domain/date-format';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { getConfig } from '../../lib/config.ts';
import { useDownloadExport, useExports, useMarkSubmitted, useWorklist } from './hesa-api.ts';
import { thisAcademicYear, YearPicker } from './year-picker.tsx';

// Issue 16, HESA > Export: the return of a reference period as Data Futures XML, checked against
// the project's schema before it downloads; the students left out and why; every export kept
// with its hash and compared with the last one marked submitted.

export function HesaExportScreen() {
  const [year, setYear] = useState(thisAcademicYear());
  const worklist = useWorklist(year);
  const exports = useExports(year);
  const download = useDownloadExport(year);
  const mark = useMarkSubmitted(year);
  const dateFormat = getConfig().dateFormat;
  const notReady = worklist.data?.rows.filter((r) => r.missing > 0) ?? [];
  const canExport = exports.data?.abilities.canExport ?? false;
  return (
    <>
      <PageHeader title="HESA export" subtitle="The student return of a reference period, as Data Futures XML." />
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 1000 }}>
        <Paper component="section" aria-labelledby="hesa-export-make" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Typography id="hesa-export-make" component="h2" variant="h6">
            Make the export
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <YearPicker value={year} onChange={setYear} />
            {canExport && (
              <Button variant="contained" onClick={() => download.mutate()} disabled={download.isPending}>
                {download.isPending ? 'Making the export…' : `Download the ${academicYear(year)} export`}
              </Button>
            )}
          </Box>
          {download.isError && <Alert severity="error">{download.error.message}</Alert>}
          {download.isSuccess && <Alert severity="success">{`Saved as ${download.data}.`}</Alert>}
          {worklist.data && (
            <Typography>{`${worklist.data.ready} of ${worklist.data.total} students are ready and will be sent; ${notReady.length} will be left out.`}</Typography>
          )}
          {notReady.length > 0 && (
            <Box component="details">
              <Box
                component="summary"
                sx={{ cursor: 'pointer' }}
              >{`Students left out (${notReady.length}) and why`}</Box>
              <Box component="ul" sx={{ mt: 1 }}>
                {notReady.map((r) => (
                  <li key={`${r.studentId}-${r.programme}`}>
                    <Link component={RouterLink} to={`/hesa/student?id=${r.studentId}`}>
                      {r.name}
                    </Link>
                    {`: ${r.problems.map((p) => p.label).join(', ')}`}
                  </li>
                ))}
              </Box>
            </Box>
          )}
        </Paper>
        <Paper component="section" aria-labelledby="hesa-export-history" sx={{ p: 2 }}>
          <Typography id="hesa-export-history" component="h2" variant="h6" gutterBottom>
            Exports made
          </Typography>
          {exports.isError && <Alert severity="error">{exports.error.message}</Alert>}
          {exports.data && exports.data.exports.length === 0 && (
            <Typography color="text.secondary">No export of this period yet.</Typography>
          )}
          {exports.data && exports.data.exports.length > 0 && (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby="hesa-export-history">
                <TableHead>
                  <TableRow>
                    <TableCell>Made</TableCell>
                    <TableCell align="right">Students</TableCell>
                    <TableCell align="right">Left out</TableCell>
                    <TableCell>Since the last submitted</TableCell>
                    <TableCell>File hash (SHA-256)</TableCell>
                    <TableCell>Submitted</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {exports.data.exports.map((x) => (
                    <TableRow key={x.id}>
                      <TableCell>{`${formatDateTime(x.createdAt, dateFormat)}${x.by ? ` by ${x.by}` : ''}`}</TableCell>
                      <TableCell align="right">{x.included}</TableCell>
                      <TableCell align="right">{x.leftOut}</TableCell>
                      <TableCell>
                        {x.diff.against === null
                          ? 'None submitted before'
                          : `${x.diff.added} added, ${x.diff.changed} changed, ${x.diff.removed} removed`}
                      </TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                        {x.sha256.slice(0, 16)}…
                      </TableCell>
                      <TableCell>
                        {x.submittedAt
                          ? formatDateTime(x.submittedAt, dateFormat)
                          : canExport && (
                              <Button
                                size="small"
                                onClick={() => mark.mutate(x.id)}
                                disabled={mark.isPending}
                                aria-label={`Mark the export made ${formatDateTime(x.createdAt, dateFormat)} submitted`}
                              >
                                Mark submitted
                              </Button>
                            )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Paper>
      </Box>
    </>
  );
}
