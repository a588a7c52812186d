import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { buildRoutes } from '@collegium/domain/menu';
import { MENU_CONFIG } from '@collegium/domain/menu-config';
import type { ReportFilterName, ReportPage as ReportPageName } from '@collegium/domain/reporting-contracts';
import type { ReactNode } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDownload } from '../../../hooks/use-download.ts';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import { exportReport } from '../api/get-reports.ts';
import { droppedNote } from '../figures.ts';
import type { ListKey } from '../list-links.ts';
import { ReportFilterBar } from './report-filter-bar.tsx';

// The frame of a reporting page (issue 16): its title and total, Export to Excel (the figures and
// the records behind them, filters applied), the filter bar and the figures in a grid.

const ROUTES = buildRoutes(MENU_CONFIG);

export interface ReportPageProps {
  page: ReportPageName;
  /** The heading; by default the Reporting menu entry's title and "report". */
  title?: string;
  noun: string;
  names: readonly ReportFilterName[];
  filters: Readonly<Record<string, string>>;
  onFilter: (name: string, value: string) => void;
  onClear: () => void;
  report: { total: number; options: Record<string, string[]> } | undefined;
  failed: boolean;
  /** Lines between the filters and the charts: the headline figures. */
  /** The list the figures open: a note names the filters that list cannot take. */
  list?: ListKey;
  summary?: ReactNode;
  children: ReactNode;
}

export function ReportPage(props: ReportPageProps) {
  const {
    page,
    title: heading,
    noun,
    names,
    filters,
    onFilter,
    onClear,
    report,
    failed,
    list,
    summary,
    children,
  } = props;
  const note = list ? droppedNote(list, filters) : undefined;
  const download = useDownload();
  const title = heading ?? `${ROUTES.find((r) => r.key === `reporting.${page}`)?.title ?? page} report`;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={report ? `${report.total.toLocaleString('en-GB')} ${noun} in the filters` : LOADING_TEXT}
        actions={
          <AppButton
            disabled={download.active || !report}
            onClick={() => void download.run((progress) => exportReport(page, filters, progress))}
          >
            Export to Excel
          </AppButton>
        }
      />
      <ReportFilterBar
        page={page}
        names={names}
        filters={filters}
        options={report?.options}
        onFilter={onFilter}
        onClear={onClear}
      />
      {failed ? (
        <Alert severity="error">The report could not be loaded. Please try again.</Alert>
      ) : report ? (
        <>
          {note && (
            <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
              {note}
            </Typography>
          )}
          {summary}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {children}
          </Box>
        </>
      ) : null}
    </>
  );
}
