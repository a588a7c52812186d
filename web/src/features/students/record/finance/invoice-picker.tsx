import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatDate } from '@collegium/domain/date-format';
import type { InvoiceView } from '@collegium/domain/student-finance';
import { getConfig } from '../../../../lib/config.ts';
import { pounds } from './money-form.tsx';

// Issue 14: the open invoices a payment or applied credit settles, picked in order (none picked:
// the server takes the oldest due first). Shared by Record a payment and Apply credit.

export function InvoicePicker({
  open,
  picked,
  onPick,
  label,
  error,
  help,
  empty,
}: {
  open: InvoiceView[];
  picked: number[];
  onPick: (ids: number[]) => void;
  label: string;
  error: string | undefined;
  help: string;
  empty: string;
}) {
  return (
    <TextField
      select
      label={label}
      value={picked}
      onChange={(e) => {
        const v = e.target.value as unknown;
        onPick(Array.isArray(v) ? (v as number[]) : []);
      }}
      error={!!error}
      helperText={error ?? help}
      sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (v) =>
            (v as number[]).length === 0
              ? empty
              : (v as number[]).map((id) => open.find((i) => i.id === id)?.number ?? id).join(', '),
        },
        inputLabel: { shrink: true },
      }}
    >
      {open.map((i) => (
        <MenuItem key={i.id} value={i.id}>
          {i.number}, due {formatDate(i.dueOn, getConfig().dateFormat)}: {pounds(i.outstanding)} owed
        </MenuItem>
      ))}
    </TextField>
  );
}
