import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import type { Activity } from '@collegium/domain/lead-activity';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { getConfig } from '../../lib/config.ts';

// Issue 17: activities as a list, newest first as the server sends them: what happened, with
// whom (a link to the lead when the list spans leads), the stage move or note, the next action
// and its due date, and who recorded it.

export interface ActivityListProps {
  items: readonly Activity[];
  /** Name each item's lead, linked to its record (the feed, the follow-ups). */
  showLead?: boolean;
  /** Buttons for one item (log another, mark done). */
  actions?: (a: Activity) => ReactNode;
  /** Said when there is nothing. */
  empty: string;
  /** Accessible name of the list. */
  label: string;
}

const today = () => new Date().toISOString().slice(0, 10);

export function ActivityList({ items, showLead = false, actions, empty, label }: ActivityListProps) {
  const fmt = getConfig().dateFormat;
  if (items.length === 0) return <Typography sx={{ py: 2, color: 'text.secondary' }}>{empty}</Typography>;
  return (
    <List aria-label={label} disablePadding>
      {items.map((a) => {
        const overdue = a.nextActionDue !== null && a.doneAt === null && a.nextActionDue < today();
        return (
          <ListItem
            key={a.id}
            divider
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, px: 0, py: 1.5 }}
          >
            <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Chip size="small" label={a.kind} color={a.toStage ? 'primary' : 'default'} variant="outlined" />
                {showLead && (
                  <Link component={RouterLink} to={`/leads/${a.leadId}`} sx={{ fontWeight: 500 }}>
                    {a.leadName}
                  </Link>
                )}
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {formatDate(a.occurredOn, fmt)}
                  {a.recordedBy ? ` · ${a.recordedBy}` : ''}
                  {showLead && a.hub ? ` · ${a.hub}` : ''}
                </Typography>
              </Box>
              {a.toStage && (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {a.fromStage ? `${a.fromStage} → ${a.toStage}` : `Entered at ${a.toStage}`}
                </Typography>
              )}
              {a.note && (
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {a.note}
                </Typography>
              )}
              {a.nextAction && (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  <strong>Next:</strong> {a.nextAction}
                  {a.nextActionDue && `, due ${formatDate(a.nextActionDue, fmt)}`}
                  {a.doneAt ? ' (done)' : overdue ? ' (overdue)' : ''}
                </Typography>
              )}
            </Box>
            {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions(a)}</Box>}
          </ListItem>
        );
      })}
    </List>
  );
}
