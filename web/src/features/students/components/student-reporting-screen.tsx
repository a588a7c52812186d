import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Alert from '@mui/material/Alert';
import { buildRoutes } from '@collegium/domain/menu';
import { MENU_CONFIG } from '@collegium/domain/menu-config';
import { formatPercent } from '@collegium/domain/money-format';
import { useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PillTabs, pillTabPanelProps } from '../../../components/ui/pill-tabs.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { LOADING_TEXT } from '../../entities/components/loading-text.ts';
import { useDownload } from '../../entities/use-download.ts';
import { REPORT_GROUPINGS, exportStudentReport, useStudentReport } from '../api/get-student-report.ts';
import type { ReportGrouping } from '../api/get-student-report.ts';

// spec 2.4: student reporting, how many students there are per programme, level, hub, status
// and age range, with each group's share and a bar to compare them at a glance.

export const NOT_RECORDED = 'Not recorded';
const ROUTE_KEY = 'students.studentreporting';
const TITLE = buildRoutes(MENU_CONFIG).find((r) => r.key === ROUTE_KEY)?.title ?? 'Student reporting';
const TABS_ID = 'student-report';

/** A group's share of the total, as a percentage (0 when there are no students). */
const shareOf = (count: number, total: number) => (total > 0 ? (count / total) * 100 : 0);

export function StudentReportingScreen() {
  const [by, setBy] = useState<ReportGrouping>('programme');
  const report = useStudentReport(by);
  const download = useDownload();
  const label = REPORT_GROUPINGS.find((g) => g.value === by)?.label ?? by;
  const data = report.data?.by === by ? report.data : undefined;

  return (
    <>
      <PageHeader
        title={TITLE}
        actions={
          <AppButton disabled={download.active} onClick={() => void download.run((progress) => exportStudentReport(by, progress))}>
            Export to Excel
          </AppButton>
        }
      />
      <PillTabs
        tabs={REPORT_GROUPINGS}
        value={by}
        onChange={(next) => setBy(next as ReportGrouping)}
        idPrefix={TABS_ID}
        aria-label="Group students by"
        sx={{ mb: 2 }}
      />
      <Box {...pillTabPanelProps(TABS_ID, by)}>
        {report.isError ? (
          <Alert severity="error">The report could not be loaded. Please try again.</Alert>
        ) : (
          <TableContainer component={Paper}>
            <Table size="small">
              <caption>Students by {label.toLowerCase()}</caption>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{label}</TableCell>
                  <TableCell scope="col" align="right">
                    Students
                  </TableCell>
                  <TableCell scope="col" align="right">
                    Share
                  </TableCell>
                  <TableCell scope="col" sx={{ width: '40%' }}>
                    <Box component="span" sx={visuallyHidden}>
                      Chart
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data === undefined ? (
                  <TableRow>
                    <TableCell colSpan={4}>{LOADING_TEXT}</TableCell>
                  </TableRow>
                ) : data.rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={4}>There are no students to report on.</TableCell>
                  </TableRow>
                ) : (
                  data.rows.map((row) => {
                    const share = shareOf(row.count, data.total);
                    return (
                      <TableRow key={row.value ?? NOT_RECORDED}>
                        <TableCell component="th" scope="row">
                          {row.value ?? NOT_RECORDED}
                        </TableCell>
                        <TableCell align="right">{row.count.toLocaleString('en-GB')}</TableCell>
                        <TableCell align="right">{formatPercent(share)}</TableCell>
                        <TableCell>
                          <Box
                            aria-hidden="true"
                            data-testid="report-bar"
                            sx={{ height: 12, borderRadius: 1, bgcolor: 'primary.main', width: `${share}%`, minWidth: row.count > 0 ? 2 : 0 }}
                          />
                        </TableCell>
                      </TableRow>
                    );
                  })
                )}
              </TableBody>
              {data !== undefined && (
                <TableFooter>
                  <TableRow>
                    <TableCell component="th" scope="row">
                      Total
                    </TableCell>
                    <TableCell align="right">{data.total.toLocaleString('en-GB')}</TableCell>
                    <TableCell align="right">{data.total > 0 ? formatPercent(100) : ''}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableFooter>
              )}
            </Table>
          </TableContainer>
        )}
      </Box>
    </>
  );
}
