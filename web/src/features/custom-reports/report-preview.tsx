import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReportCell, ReportPreview } from '@collegium/domain/custom-reports';

// The first rows of a report, as the export will write them.

const shown = (v: ReportCell) => (v === null ? '' : typeof v === 'number' ? v.toLocaleString('en-GB') : String(v));

export function ReportPreviewTable({ preview }: { preview: ReportPreview }) {
  const count = preview.total.toLocaleString('en-GB');
  return (
    <Box component="section" aria-labelledby="report-preview-title" sx={{ minWidth: 0 }}>
      <Typography id="report-preview-title" component="h2" variant="h6">
        Preview
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="report-total">
        {preview.total === 0
          ? 'No record matches.'
          : preview.total > preview.rows.length
            ? `The first ${preview.rows.length} of ${count} rows.`
            : `All ${count} rows.`}
      </Typography>
      {preview.rows.length > 0 && (
        <Box sx={{ overflow: 'auto', maxHeight: 480 }} tabIndex={0} role="region" aria-label="Preview rows">
          <Table size="small" stickyHeader aria-labelledby="report-preview-title">
            <TableHead>
              <TableRow>
                {preview.columns.map((c) => (
                  <TableCell key={c.key} align={c.type === 'number' ? 'right' : 'left'}>
                    {c.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.rows.map((row, r) => (
                <TableRow key={r}>
                  {row.map((v, i) => (
                    <TableCell
                      key={preview.columns[i]!.key}
                      align={preview.columns[i]!.type === 'number' ? 'right' : 'left'}
                    >
                      {shown(v)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
