import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useDownload } from '../../hooks/use-download.ts';
import type { DownloadProgress } from '../../lib/api-client.ts';
import Typography from '@mui/material/Typography';
import { LOADING_TEXT } from '../../lib/loading-text.ts';
import { ChartFigure } from '../charts/chart-figure.tsx';
import { AppButton } from './button.tsx';
import { PageHeader } from './page-header.tsx';
import { PillTabs, pillTabPanelProps } from './pill-tabs.tsx';

// A report of how many there are per group (spec 2.4 student and application reporting): a tab
// per grouping, the groups' counts as a chart (MUI X, the spec 9 palette) with their counts and
// shares in the table behind it, and the whole report to Excel.

export interface CountShareRow {
  key: string;
  label: string;
  count: number;
}

export interface GroupedCountReportProps<G extends string> {
  title: string;
  /** What is counted, plural and capitalised: "Students". */
  noun: string;
  tabs: readonly { value: G; label: string }[];
  by: G;
  onBy: (next: G) => void;
  tabsId: string;
  rows: CountShareRow[] | undefined;
  total: number;
  failed: boolean;
  exportReport: (by: G, progress: DownloadProgress) => Promise<string>;
}

export function GroupedCountReport<G extends string>(props: GroupedCountReportProps<G>) {
  const { title, noun, tabs, by, onBy, tabsId, rows, total, failed, exportReport } = props;
  const download = useDownload();
  const label = tabs.find((g) => g.value === by)?.label ?? by;
  const lower = noun.toLowerCase();
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <AppButton
            disabled={download.active}
            onClick={() => void download.run((progress) => exportReport(by, progress))}
          >
            Export to Excel
          </AppButton>
        }
      />
      <PillTabs
        tabs={tabs}
        value={by}
        onChange={(next) => onBy(next as G)}
        idPrefix={tabsId}
        aria-label={`Group ${lower} by`}
        sx={{ mb: 2 }}
      />
      <Box {...pillTabPanelProps(tabsId, by)}>
        {failed ? (
          <Alert severity="error">The report could not be loaded. Please try again.</Alert>
        ) : rows === undefined ? (
          <Typography sx={{ py: 2 }}>{LOADING_TEXT}</Typography>
        ) : rows.length === 0 ? (
          <Typography sx={{ py: 2 }}>{`There are no ${lower} to report on.`}</Typography>
        ) : (
          <ChartFigure
            title={`${noun} by ${label.toLowerCase()}`}
            groupHeader={label}
            horizontal
            note={`${total.toLocaleString('en-GB')} ${lower} in all.`}
            data={{
              categories: rows.map((r) => r.label),
              series: [{ label: noun, data: rows.map((r) => r.count) }],
              shareOf: total,
            }}
          />
        )}
      </Box>
    </>
  );
}
