import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { GIFT_FUNDS, GIFT_METHODS } from '@collegium/domain/gifts';
import { toPence } from '@collegium/domain/money-format';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../components/form/date-field.tsx';
import { ErrorSummary, type FormProblem } from '../../components/form/error-summary.tsx';
import { fieldError, otherError } from '../../lib/field-errors.ts';
import { useSnackbarStore } from '../../lib/snackbar-store.ts';
import { useRecordGift } from './api/gifts.ts';

// Issue 17: recording a gift on the donor's page (donors:edit): the day received, the amount in
// pounds (sent as pence), the fund, how it was paid, whether Gift Aid may be claimed, notes.

const FIELDS = ['receivedOn', 'amountPence', 'fund', 'method', 'giftAidClaimable', 'notes'] as const;
const NOT_POUNDS = 'Enter the amount in pounds, like 250.00.';
const id = (field: string) => `gift-${field}`;
const today = () => new Date().toISOString().slice(0, 10);

interface RecordGiftDialogProps {
  donorId: number;
  donorName: string;
  /** The donor has a Gift Aid declaration (only then may Gift Aid be claimed). */
  giftAid: boolean;
  onClose: () => void;
}

export function RecordGiftDialog({ donorId, donorName, giftAid, onClose }: RecordGiftDialogProps) {
  const [receivedOn, setReceivedOn] = useState(today());
  const [amount, setAmount] = useState('');
  const [fund, setFund] = useState<string>(GIFT_FUNDS[0]);
  const [method, setMethod] = useState<string>(GIFT_METHODS[0]);
  const [claimable, setClaimable] = useState(giftAid);
  const [notes, setNotes] = useState('');
  const [amountProblem, setAmountProblem] = useState('');
  const [attempt, setAttempt] = useState(0);
  const notify = useSnackbarStore((s) => s.notify);
  const record = useRecordGift(donorId);
  const problem = (field: string) => (field === 'amountPence' && amountProblem) || fieldError(record.error, field);
  const general = otherError(record.error, FIELDS);
  const problems: FormProblem[] = FIELDS.map((f) => ({ fieldId: id(f), message: problem(f) })).filter(
    (p) => p.message !== '',
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((a) => a + 1);
    const pence = toPence(amount);
    if (Number.isNaN(pence)) {
      setAmountProblem(NOT_POUNDS);
      return;
    }
    setAmountProblem('');
    record.mutate(
      {
        receivedOn,
        amountPence: pence,
        fund: fund as (typeof GIFT_FUNDS)[number],
        method: method as (typeof GIFT_METHODS)[number],
        giftAidClaimable: claimable,
        notes,
      },
      {
        onSuccess: () => {
          notify(`Gift from ${donorName} recorded.`, { type: 'success' });
          onClose();
        },
      },
    );
  };

  const select = (
    field: string,
    label: string,
    value: string,
    set: (v: string) => void,
    options: readonly string[],
  ) => (
    <TextField
      select
      id={id(field)}
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      error={problem(field) !== ''}
      helperText={problem(field) || ' '}
      sx={{ flex: 1 }}
    >
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="record-gift-title">
      <form onSubmit={submit} noValidate aria-labelledby="record-gift-title">
        <DialogTitle id="record-gift-title">Record a gift from {donorName}</DialogTitle>
        <DialogContent>
          <ErrorSummary problems={problems} attempt={attempt} />
          <Stack spacing={1} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DateField
                id={id('receivedOn')}
                label="Received on"
                value={receivedOn}
                onChange={setReceivedOn}
                max={today()}
                required
                error={problem('receivedOn') !== ''}
                helperText={problem('receivedOn') || ' '}
                sx={{ flex: 1 }}
              />
              <TextField
                id={id('amountPence')}
                label="Amount (£)"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                required
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                error={problem('amountPence') !== ''}
                helperText={problem('amountPence') || 'In pounds, like 250.00'}
                sx={{ flex: 1 }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {select('fund', 'Fund', fund, setFund, GIFT_FUNDS)}
              {select('method', 'Paid by', method, setMethod, GIFT_METHODS)}
            </Stack>
            <div>
              <FormControlLabel
                control={
                  <Checkbox
                    id={id('giftAidClaimable')}
                    checked={claimable}
                    onChange={(e) => setClaimable(e.target.checked)}
                  />
                }
                label="Gift Aid may be claimed"
              />
              <FormHelperText error={problem('giftAidClaimable') !== ''}>
                {problem('giftAidClaimable') ||
                  (giftAid ? 'The donor has a Gift Aid declaration.' : 'The donor has no Gift Aid declaration.')}
              </FormHelperText>
            </div>
            <TextField
              id={id('notes')}
              label="Notes"
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              multiline
              minRows={2}
              error={problem('notes') !== ''}
              helperText={problem('notes') || ' '}
            />
            {general && <Alert severity="error">{general}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={record.isPending}>
            Record gift
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
