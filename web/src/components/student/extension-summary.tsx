import Box from '@mui/material/Box';
import { formatDate } from '@collegium/domain/date-format';
import { getConfig } from '../../lib/config.ts';
import type { Extension } from '../../lib/api/student-record/get-student-assignments.ts';
import { OutcomeChip } from './outcome-chip.tsx';

const date = (value: string | null) => (value ? formatDate(value, getConfig().dateFormat) : '');

/** Who decided and when: 'Rita Registrar, 21/12/2026'; nothing while undecided. */
export function decisionText(x: Pick<Extension, 'decidedBy' | 'decidedAt'>): string {
  return [x.decidedBy, date(x.decidedAt)].filter(Boolean).join(', ');
}

/** One extension in a table cell: status and length, the date it allows, who decided it. */
export function ExtensionSummary({ extension: x }: { extension: Extension }) {
  const decided = decisionText(x);
  return (
    <Box sx={{ display: 'grid', gap: 0.25, typography: 'body2' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <OutcomeChip label={x.status} />
        <span>{x.length}</span>
      </Box>
      {x.newDueDate && (
        <span>
          {x.status === 'Approved' ? 'New due date' : 'Asked until'} {date(x.newDueDate)}
        </span>
      )}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {decided ? `Decided by ${decided}` : `Asked for ${date(x.requestedAt)}`}
      </Box>
    </Box>
  );
}
