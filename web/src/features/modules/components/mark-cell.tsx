import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { DateCellInput } from '../../../components/form/date-field.tsx';

// Issue 18: one cell of the marking grid. A module marked once has the mark, the submission date
// and the late flag; a double-marked one adds the first and second marks (with who gave them)
// and the moderation note, the mark being the agreed one.

export type MarkField = 'mark' | 'firstMark' | 'secondMark';
export type Draft = { mark?: string; submittedOn?: string; firstMark?: string; secondMark?: string; note?: string };
export type CellValue = Required<Draft> & { dirty: boolean };

export const cellInput = {
  width: '100%',
  font: 'inherit',
  padding: '6px 8px',
  border: '1px solid rgba(0,0,0,0.42)',
  borderRadius: 4,
  background: 'transparent',
  color: 'inherit',
} as const;

const small = { display: 'block', color: 'text.secondary', typography: 'caption' } as const;

export interface MarkCellProps {
  position: string;
  title: string;
  student: string;
  value: CellValue;
  late: boolean;
  lateTitle: string;
  doubleMarked: boolean;
  firstMarker: string | null;
  secondMarker: string | null;
  onEdit: (part: Draft) => void;
  onLeave: () => void;
  onKey: (e: KeyboardEvent<HTMLInputElement>) => void;
  onPaste: (field: MarkField) => (e: ClipboardEvent<HTMLInputElement>) => void;
}

export function MarkCell(p: MarkCellProps) {
  const markInput = (field: MarkField, label: string, extra: object = {}) => (
    <input
      style={cellInput}
      inputMode="numeric"
      aria-label={`${p.title} ${label} for ${p.student}`}
      value={p.value[field]}
      onChange={(e) => p.onEdit({ [field]: e.target.value })}
      onBlur={p.onLeave}
      onPaste={p.onPaste(field)}
      {...extra}
    />
  );
  const date = (
    <DateCellInput
      style={cellInput}
      aria-label={`${p.title} submitted by ${p.student}`}
      value={p.value.submittedOn ?? ''}
      onChange={(value) => p.onEdit({ submittedOn: value })}
      onBlur={p.onLeave}
    />
  );
  const lateChip =
    p.late && !p.value.dirty ? <Chip size="small" color="warning" label="Late" title={p.lateTitle} /> : <span />;
  const main = markInput('mark', p.doubleMarked ? 'agreed mark' : 'mark', {
    'data-mark': p.position,
    onKeyDown: p.onKey,
  });
  if (!p.doubleMarked)
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: '5em 1fr auto', gap: 1, alignItems: 'center' }}>
        {main}
        {date}
        {lateChip}
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 1, alignItems: 'start' }}>
      <Box>
        {markInput('firstMark', 'first mark')}
        <Box component="span" sx={small}>
          1st{p.firstMarker ? `: ${p.firstMarker}` : ''}
        </Box>
      </Box>
      <Box>
        {markInput('secondMark', 'second mark')}
        <Box component="span" sx={small}>
          2nd{p.secondMarker ? `: ${p.secondMarker}` : ''}
        </Box>
      </Box>
      <Box>
        {main}
        <Box component="span" sx={small}>
          Agreed
        </Box>
      </Box>
      <Box sx={{ gridColumn: 'span 2' }}>{date}</Box>
      {lateChip}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <input
          style={cellInput}
          aria-label={`${p.title} moderation note for ${p.student}`}
          placeholder="Moderation note"
          value={p.value.note}
          onChange={(e) => p.onEdit({ note: e.target.value })}
          onBlur={p.onLeave}
        />
      </Box>
    </Box>
  );
}
