import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { auditActionLabel } from '@collegium/domain/audit-actions';
import { formatDateTime } from '@collegium/domain/date-format';
import { visuallyHidden } from '../ui/visually-hidden.ts';
import { getConfig } from '../../lib/config.ts';
import { useEntityHistory } from '../../lib/entity/get-entity-history.ts';
import type { HistoryChange, HistoryEntry } from '../../lib/entity/get-entity-history.ts';
import { displayValue } from '../../lib/entity/display-value.ts';
import { LOADING_TEXT } from '../../lib/loading-text.ts';

/** 'Ada Admin, acting as Tom Tutor' (DESIGN 3: who, acting as whom). */
export function whoText(entry: Pick<HistoryEntry, 'actor' | 'actingAs'>): string {
  const who = entry.actor?.name ?? 'the system';
  return entry.actingAs ? `${who}, acting as ${entry.actingAs.name}` : who;
}

function Value({ value }: { value: unknown }) {
  const text = displayValue(value);
  return text === '' ? (
    <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      empty
    </Box>
  ) : (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {text}
    </Box>
  );
}

function Change({ change }: { change: HistoryChange }) {
  return (
    <Box component="li" sx={{ py: 0.25 }}>
      <Box component="span" sx={{ fontWeight: 500 }}>
        {change.label}:
      </Box>{' '}
      <Value value={change.before} />{' '}
      <Box component="span" aria-hidden="true" sx={{ color: 'text.secondary' }}>
        →
      </Box>
      <Box component="span" sx={visuallyHidden}>
        changed to
      </Box>{' '}
      <Value value={change.after} />
    </Box>
  );
}

/** The History tab: the audit entries of one record, newest first. */
export function RecordHistory({ entity, id }: { entity: string; id: string }) {
  const history = useEntityHistory(entity, id);
  if (history.isPending) return <Typography sx={{ py: 2 }}>{LOADING_TEXT}</Typography>;
  if (history.isError) return <Typography sx={{ py: 2 }}>The history could not be loaded.</Typography>;
  if (history.data.length === 0) return <Typography sx={{ py: 2 }}>No changes have been recorded yet.</Typography>;
  const dateFormat = getConfig().dateFormat;
  return (
    <Box
      component="ol"
      aria-label="Changes, newest first"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {history.data.map((entry) => (
        <Paper component="li" key={entry.id} variant="outlined" sx={{ p: 2 }}>
          <Typography component="p" variant="subtitle2">
            <time dateTime={entry.at}>{formatDateTime(entry.at, dateFormat)}</time> · {auditActionLabel(entry.action)}{' '}
            by {whoText(entry)}
          </Typography>
          {entry.changes.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, typography: 'body2' }}>
              {entry.changes.map((change) => (
                <Change key={change.field} change={change} />
              ))}
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}
