import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import { Link as RouterLink, useParams } from 'react-router';
import { QueryContent } from '../../components/student/query-content.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { getConfig } from '../../lib/config.ts';
import { AttendeeImportPanel } from './attendee-import-panel.tsx';
import { useEvent } from './api/lead-events.ts';
import { BackLink } from '../../components/ui/back-link.tsx';

// Issue 17: one event (leads:import): its attendee import, and the people registered from it, each
// linked to their registration and, when they have one, their potential-student record.

export function LeadEventScreen() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  const fmt = getConfig().dateFormat;
  return (
    <QueryContent query={event} what="the event">
      {({ event: e, attendees }) => (
        <>
          <BackLink fallback={{ path: '/leads/events', label: 'Events' }} />
          <PageHeader title={e.name} subtitle={`${e.kind} · ${formatDate(e.heldOn, fmt)} · ${e.place}`} />
          <AttendeeImportPanel eventId={id} />
          <Typography component="h2" variant="h6">
            {attendees.length === 1 ? '1 attendee' : `${attendees.length} attendees`}
          </Typography>
          <List aria-label="Attendees" disablePadding>
            {attendees.map((a) => (
              <ListItem key={a.registrationId} divider sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 0 }}>
                <Link component={RouterLink} to={`/registrations/${a.registrationId}`}>
                  {a.name}
                </Link>
                {a.email && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {a.email}
                  </Typography>
                )}
                {a.leadId !== null && (
                  <Link
                    component={RouterLink}
                    to={`/leads/${a.leadId}`}
                    aria-label={`Potential student record of ${a.name}`}
                  >
                    Potential student
                  </Link>
                )}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </QueryContent>
  );
}
