import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import type { ReportDefinition, SavedReportView } from '@collegium/domain/custom-reports';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useReportEntities, usePreview } from './custom-reports-api.ts';
import { ReportBuilder } from './report-builder.tsx';
import { ReportExport } from './report-export.tsx';
import { ReportPreviewTable } from './report-preview.tsx';
import { SavedReports } from './saved-reports.tsx';

// Issue 16, Reporting > Custom reports (students:admin or applications:admin): build a report
// over what the reader may read, preview its first 50 rows, export it to Excel, save it and run
// it again. The server checks every field against the reader's rights.

const EMPTY: ReportDefinition = { entity: '', fields: [], filters: [], sort: null };

export function CustomReportsScreen() {
  const entities = useReportEntities();
  const preview = usePreview();
  const [definition, setDefinition] = useState<ReportDefinition>(EMPTY);
  const [open, setOpen] = useState<SavedReportView | null>(null);
  const [problems, setProblems] = useState<unknown>(null);
  const first = entities.data?.entities[0]?.name;
  useEffect(() => {
    if (first) setDefinition((d) => (d.entity ? d : { ...EMPTY, entity: first }));
  }, [first]);

  const change = (next: ReportDefinition) => {
    setDefinition(next);
    preview.reset();
  };
  const run = (d = definition) => {
    setProblems(null);
    preview.mutate(d, { onError: setProblems });
  };
  const openReport = (report: SavedReportView | null) => {
    setOpen(report);
    setProblems(null);
    if (report) {
      setDefinition(report.definition);
      run(report.definition);
    }
  };
  const message = isApiError(problems) ? problems.message : null;

  return (
    <>
      <PageHeader
        title="Custom reports"
        subtitle="Choose what to report on, its columns, filters and order; preview it, export it to Excel, save it to run again."
      />
      {entities.isLoading && <LinearProgress aria-label="Loading the report fields" />}
      {entities.data?.entities.length === 0 && <Alert severity="info">There is nothing you may report on.</Alert>}
      {entities.data && entities.data.entities.length > 0 && (
        <Box
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' } }}
        >
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
            <Paper
              component="section"
              aria-label="Report definition"
              sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
            >
              <ReportBuilder
                entities={entities.data.entities}
                value={definition}
                onChange={change}
                problems={problems}
              />
              {message && <Alert severity="error">{message}</Alert>}
              <Box>
                <Button
                  variant="contained"
                  onClick={() => run()}
                  disabled={preview.isPending || definition.fields.length === 0}
                >
                  Preview
                </Button>
              </Box>
            </Paper>
            {preview.isPending && <LinearProgress aria-label="Running the report" />}
            {preview.data && (
              <Paper sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}>
                <ReportPreviewTable preview={preview.data} />
                {entities.data.entities.find((e) => e.name === definition.entity)?.canExport && (
                  <ReportExport
                    definition={definition}
                    total={preview.data.total}
                    limit={entities.data.directExportLimit}
                    onProblem={setProblems}
                  />
                )}
              </Paper>
            )}
          </Box>
          <Paper sx={{ p: 2, alignSelf: 'start' }}>
            <SavedReports
              open={open}
              definition={definition}
              onOpen={openReport}
              onProblem={setProblems}
              problems={problems}
            />
          </Paper>
        </Box>
      )}
    </>
  );
}
