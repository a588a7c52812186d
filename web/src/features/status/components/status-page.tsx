import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Refresh from '@mui/icons-material/Refresh';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@collegium/domain/date-format';
import type { HealthLevel } from '@collegium/domain/service-health';
import type { StatusColour } from '@collegium/domain/status-colour';
import { AppButton } from '../../../components/ui/button.tsx';
import { textOn } from '../../../components/ui/readable-color.ts';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { PublicCard } from '../../../components/layout/public-card.tsx';
import { getConfig } from '../../../lib/config.ts';
import { useServiceStatus } from '../api/get-status.ts';
import { describeChecks, LEVEL_WORDS, overallWords } from '../describe-checks.ts';
import { formatUptime } from '../format-uptime.ts';

const COLOUR: Record<HealthLevel, StatusColour> = { green: 'success', amber: 'warning', red: 'danger' };
const CHIP: Record<HealthLevel, 'success' | 'warning' | 'error'> = { green: 'success', amber: 'warning', red: 'error' };
const ICON: Record<HealthLevel, React.ReactElement> = {
  green: <CheckCircle />,
  amber: <WarningAmber />,
  red: <ErrorOutline />,
};

/**
 * /status (spec 2.1, public): what an operator checks first. Version, uptime, and a light per
 * part (database, background jobs, mail outbox, accounting connection, disk space), each in words
 * as well as colour. Refreshes every 30 seconds.
 */
export function StatusPage() {
  const { data, error, isPending, isFetching, refetch } = useServiceStatus();
  const overall: HealthLevel = data?.level ?? (data?.status === 'ok' ? 'green' : 'red');
  return (
    <PublicCard width={620}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}
      >
        <Typography component="h1" variant="h5">
          Service status
        </Typography>
        <AppButton
          size="small"
          color="primary"
          variant="outlined"
          startIcon={<Refresh />}
          onClick={() => void refetch()}
          disabled={isFetching}
        >
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
            icon={ICON[overall]}
            label={overallWords(data)}
            color={CHIP[overall]}
            // MUI's contrastText aims at 3:1 only (white on amber fails AA): the text colour that reads.
            sx={(theme) => ({
              mb: 2,
              color: textOn(theme.palette[CHIP[overall]].main),
              '& .MuiChip-icon': { color: 'inherit' },
            })}
          />
          <Box component="ul" aria-label="Checks" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
            {describeChecks(data).map((row) => (
              <Box component="li" key={row.key} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 1,
                    flexWrap: 'wrap',
                  }}
                >
                  <Typography component="h2" variant="subtitle2">
                    {row.label}
                  </Typography>
                  <StatusChip label={LEVEL_WORDS[row.level]} colour={COLOUR[row.level]} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {row.text}
                </Typography>
              </Box>
            ))}
          </Box>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 3,
              rowGap: 1,
              m: 0,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0 },
            }}
          >
            <dt>Version</dt>
            <dd>{data.version || 'unknown'}</dd>
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
