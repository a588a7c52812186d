import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@collegium/domain/date-format';
import { AppButton } from '../../../components/ui/button.tsx';
import { PublicCard } from '../../../app/layout/public-card.tsx';
import { getConfig } from '../../../lib/config.ts';
import { useServiceStatus } from '../api/get-status.ts';
import { formatUptime } from '../format-uptime.ts';

const DATABASES: Record<string, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** /status (spec 2.1, public): is the service up, which version, which database, how long. */
export function StatusPage() {
  const { data, error, isPending, isFetching, refetch } = useServiceStatus();
  const healthy = data?.status === 'ok';
  return (
    <PublicCard>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5">
          Service status
        </Typography>
        <AppButton size="small" color="primary" variant="outlined" startIcon={<Refresh />} onClick={() => void refetch()} disabled={isFetching}>
          Check again
        </AppButton>
      </Box>
      {isPending ? (
        <CircularProgress aria-label="Checking the service" />
      ) : error ? (
        <Alert severity="error" icon={<ErrorOutline />}>
          The service did not answer: {error.message}
        </Alert>
      ) : (
        <>
          <Chip
            icon={healthy ? <CheckCircle /> : <ErrorOutline />}
            label={healthy ? 'Healthy' : `Not healthy (${data.status})`}
            color={healthy ? 'success' : 'error'}
            sx={{ mb: 2 }}
          />
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
            <dt>Version</dt>
            <dd>{data.version || 'unknown'}</dd>
            <dt>Database</dt>
            <dd>{DATABASES[data.database] ?? data.database}</dd>
            <dt>Running for</dt>
            <dd>{formatUptime(data.uptimeSeconds)}</dd>
            <dt>Server time (UTC)</dt>
            <dd>{formatDateTime(data.time, getConfig().dateFormat)}</dd>
          </Box>
        </>
      )}
    </PublicCard>
  );
}
