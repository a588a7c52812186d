import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import { TIMELINE_PAGE, TIMELINE_SOURCES, type TimelineSource } from '@collegium/domain/person-timeline';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppButton } from '../../components/ui/button.tsx';
import { QueryContent } from '../../components/student/query-content.tsx';
import { getConfig } from '../../lib/config.ts';
import { usePersonTimeline } from './timeline-api.ts';

// Issue 17: one timeline per person (the contact record's first tab): first contact as a potential
// student, activities, events, the application and its decisions, engagements, requests, invoices
// and payments, alumni years, giving and consents, newest first, as the server filtered them for
// this reader; each entry links to its record when the reader may open it. "Show more" asks for
// the next page of older entries.

const ALL_SOURCES = Object.keys(TIMELINE_SOURCES) as TimelineSource[];

export function TimelinePanel({ personId }: { personId: string }) {
  const [limit, setLimit] = useState(TIMELINE_PAGE);
  const timeline = usePersonTimeline(personId, limit);
  const fmt = getConfig().dateFormat;
  return (
    <QueryContent query={timeline} what="the timeline">
      {(data) => {
        const hidden = [
          ...new Set(ALL_SOURCES.filter((s) => !data.sources.includes(s)).map((s) => TIMELINE_SOURCES[s].label)),
        ];
        return (
          <Box component="section" aria-labelledby="timeline-heading">
            <Typography id="timeline-heading" component="h2" variant="h6">
              Timeline
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {data.total === 0
                ? 'Nothing you may see has happened with this person yet.'
                : `${data.total} ${data.total === 1 ? 'entry' : 'entries'}, newest first.`}
              {hidden.length > 0 && ` Not shown (outside your rights): ${hidden.join(', ')}.`}
            </Typography>
            {data.items.length > 0 && (
              <List aria-label="Timeline" disablePadding>
                {data.items.map((e, i) => (
                  <ListItem
                    key={`${e.on}-${e.source}-${i}`}
                    divider
                    sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, px: 0, py: 1.25 }}
                  >
                    <Typography component="span" variant="body2" sx={{ width: 96, flexShrink: 0, pt: 0.25 }}>
                      {formatDate(e.on.slice(0, 10), fmt)}
                    </Typography>
                    <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                        <Chip size="small" variant="outlined" label={e.sourceLabel} />
                        {e.link ? (
                          <Link component={RouterLink} to={e.link} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                            {e.title}
                          </Link>
                        ) : (
                          <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                            {e.title}
                          </Typography>
                        )}
                      </Box>
                      {e.detail && (
                        <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>
                          {e.detail}
                        </Typography>
                      )}
                    </Box>
                  </ListItem>
                ))}
              </List>
            )}
            {data.total > data.items.length && (
              <AppButton
                variant="outlined"
                sx={{ mt: 2 }}
                disabled={timeline.isFetching}
                onClick={() => setLimit((n) => n + TIMELINE_PAGE)}
              >
                Show more ({data.total - data.items.length} older)
              </AppButton>
            )}
          </Box>
        );
      }}
    </QueryContent>
  );
}
