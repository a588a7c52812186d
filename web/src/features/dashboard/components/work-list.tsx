import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDashboardWork } from '../api/get-dashboard-work.ts';

// Issue 19: the staff dashboard shows each role its work (GET {api}/dashboard/work): one card a
// count, each opening the list behind it with its filter.

const number = new Intl.NumberFormat('en-GB');

export function WorkList() {
  const { data, isPending, isError, refetch } = useDashboardWork();
  return (
    <Box component="section" aria-labelledby="work-heading" sx={{ mb: 4 }}>
      <Typography id="work-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Your work
      </Typography>
      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          Your work could not be loaded.
        </Alert>
      ) : isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : data.items.length === 0 ? (
        <Typography color="text.secondary">Nothing is waiting for you.</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
          }}
        >
          {data.items.map((item) => (
            <Card component="li" key={item.key} variant="outlined">
              <Link
                component={RouterLink}
                to={item.to}
                underline="hover"
                color="inherit"
                aria-label={`${item.label}: ${number.format(item.count)}`}
                sx={{ display: 'block', p: 2, height: '100%' }}
              >
                <Typography component="p" variant="h4" color={item.count > 0 ? 'primary' : 'text.secondary'}>
                  {number.format(item.count)}
                </Typography>
                <Typography component="p">{item.label}</Typography>
              </Link>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
