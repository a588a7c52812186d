import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ValidationReport } from '@collegium/domain/finance-validation';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { api } from '../../lib/api-client.ts';
import { AccountingPanel } from './accounting-panel.tsx';

// Issue 14, Finance > Validation: each data check with its count and the students behind it,
// each linking to the student's Finance tab where it is put right.

export function ValidationScreen() {
  const report = useQuery({
    queryKey: ['finance', 'validation'],
    queryFn: async () => (await api.get<ValidationReport>('finance/validation')).data,
  });
  return (
    <>
      <PageHeader
        title="Validation"
        subtitle="Data checks for the finance office: work down each list until it is empty."
      />
      {report.isPending && <Typography>Running the checks…</Typography>}
      {report.isError && <Alert severity="error">{report.error.message}</Alert>}
      <Box sx={{ maxWidth: 960, mb: 2 }}>
        <AccountingPanel />
      </Box>
      {report.data && (
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
          {report.data.checks.map((c) => (
            <Paper key={c.key} component="section" aria-labelledby={`check-${c.key}`} sx={{ p: { xs: 2, sm: 3 } }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
                <Typography id={`check-${c.key}`} component="h2" variant="h6">
                  {c.title}
                </Typography>
                <Typography
                  component="p"
                  variant="h5"
                  aria-label={`${c.count} found`}
                  sx={{ color: c.count > 0 ? 'warning.dark' : 'success.dark' }}
                >
                  {c.count}
                </Typography>
              </Box>
              {c.count === 0 ? (
                <Typography color="text.secondary">Nothing to put right.</Typography>
              ) : (
                <Box component="ul" sx={{ pl: 2, m: 0 }}>
                  {c.items.map((i, n) => (
                    <li key={`${i.studentId}-${n}`}>
                      <Link
                        component={RouterLink}
                        to={c.recordTab ? `/students/${i.studentId}?tab=${c.recordTab}` : `/students/${i.studentId}`}
                        underline="always"
                      >
                        {i.studentName} ({formatPartnerId(i.partnerId)})
                      </Link>
                      : {i.detail}
                    </li>
                  ))}
                  {c.count > c.items.length && <li>and {c.count - c.items.length} more.</li>}
                </Box>
              )}
            </Paper>
          ))}
        </Box>
      )}
    </>
  );
}
