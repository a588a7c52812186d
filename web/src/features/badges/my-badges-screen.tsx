import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MyBadges } from '@collegium/domain/badges';
import { formatDate } from '@collegium/domain/date-format';
import { useQuery } from '@tanstack/react-query';
import { QueryContent } from '../../components/student/query-content.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { api } from '../../lib/api-client.ts';
import { getConfig } from '../../lib/config.ts';

// Student Forms → My Badges (feature badges, forms:student; issue 20): the badges the college
// has granted the student, newest first. GET {api}/forms/badges.

export function MyBadgesScreen() {
  const query = useQuery({
    queryKey: ['badges', 'mine'],
    queryFn: async ({ signal }) => (await api.get<MyBadges>('forms/badges', { signal })).data,
  });
  return (
    <>
      <PageHeader
        title="My Badges"
        subtitle="Recognition of what you have completed, such as residentials and training."
      />
      <QueryContent query={query} what="your badges">
        {({ badges }) =>
          badges.length === 0 ? (
            <Alert severity="info">You have no badges yet.</Alert>
          ) : (
            <Box
              component="ul"
              aria-label="My badges"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
              }}
            >
              {badges.map((b) => (
                <Paper component="li" key={b.name} variant="outlined" sx={{ p: 2, display: 'flex', gap: 2 }}>
                  <EmojiEvents color="primary" aria-hidden />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {b.name}
                    </Typography>
                    {b.description && <Typography variant="body2">{b.description}</Typography>}
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      Awarded {formatDate(b.awardedOn, getConfig().dateFormat)}
                    </Typography>
                  </Box>
                </Paper>
              ))}
            </Box>
          )
        }
      </QueryContent>
    </>
  );
}
