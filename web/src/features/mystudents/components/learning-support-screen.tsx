import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useTuteesSupport } from '../api/get-my-students.ts';
import { LearningSupportDetails } from '../../../components/student/learning-support-card.tsx';

// spec 2.4: mystudents/learningsupport, the learning-support needs of the viewer's tutees,
// read-only. Special-category data: the server records every view in the audit log.

export function LearningSupportScreen() {
  const support = useTuteesSupport();
  const data = support.data;
  return (
    <>
      <PageHeader title="Learning support" subtitle="The support needs your tutees have shared with the college." />
      <Alert severity="info" sx={{ mb: 2 }}>
        This is confidential health and disability information. Each time you view it, the college records that you did.
        Use it only to support these students.
      </Alert>
      {support.isError ? (
        <Alert severity="error">The learning-support needs could not be loaded. Please try again.</Alert>
      ) : !data ? (
        <Typography sx={{ py: 2 }}>Loading, please wait ...</Typography>
      ) : data.items.length === 0 ? (
        <Typography sx={{ py: 2 }}>
          {data.tutees === 0
            ? 'You have no tutees.'
            : `None of your ${data.tutees === 1 ? 'tutee' : `${data.tutees} tutees`} has recorded learning-support needs.`}
        </Typography>
      ) : (
        <>
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {data.items.length} of your {data.tutees} tutees {data.items.length === 1 ? 'has' : 'have'} recorded needs.
          </Typography>
          <Box
            component="ul"
            sx={{
              p: 0,
              m: 0,
              listStyle: 'none',
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {data.items.map((item) => (
              <Paper
                component="li"
                key={item.studentId}
                variant="outlined"
                sx={{ p: 2 }}
                data-testid="learning-support-item"
              >
                <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                  <Link component={RouterLink} to={`/mystudents/${item.studentId}`}>
                    {item.name}
                  </Link>
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                  {formatPartnerId(item.partnerId)}, {item.programmeCode}
                  {item.level ? ` level ${item.level}` : ''}
                  {item.hub ? `, ${item.hub}` : ''}
                </Typography>
                <LearningSupportDetails need={item} />
              </Paper>
            ))}
          </Box>
        </>
      )}
    </>
  );
}
