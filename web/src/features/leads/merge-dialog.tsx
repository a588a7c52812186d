import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MergeFieldName, MergePreview } from '@collegium/domain/lead-merge';
import { useState } from 'react';
import { isStaleVersion, StaleVersionAlert } from '../../components/ui/stale-version-alert.tsx';
import { fieldError, otherError } from '../../lib/field-errors.ts';
import { useMergeLeads, useMergePreview } from './api/lead-activity.ts';

// Issue 17: merge a duplicate potential student into this one. Staff give the other record's id,
// see the two side by side, choose per field which value survives (this record's by default),
// and merge: the other's activities, stage history, consents and registrations come here.

function SideBySide({
  preview,
  take,
  onTake,
}: {
  preview: MergePreview;
  take: Set<string>;
  onTake: (field: string, other: boolean) => void;
}) {
  const { survivor, other } = preview;
  return (
    <Table size="small" sx={{ mt: 1 }}>
      <caption>Choose the value that stays for each field</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th">Field</TableCell>
          <TableCell component="th">This record ({survivor.id})</TableCell>
          <TableCell component="th">Duplicate ({other.id})</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {preview.fields.map((f) => {
          const mine = survivor.values[f.name] ?? '';
          const theirs = other.values[f.name] ?? '';
          const cell = (value: string, isOther: boolean) => (
            <TableCell>
              <Radio
                size="small"
                checked={take.has(f.name) === isOther}
                onChange={() => onTake(f.name, isOther)}
                disabled={mine === theirs}
                slotProps={{
                  input: {
                    'aria-label': `${f.label}: keep ${value || 'empty'} (${isOther ? 'duplicate' : 'this record'})`,
                  },
                }}
              />
              {value || '—'}
            </TableCell>
          );
          return (
            <TableRow key={f.name}>
              <TableCell component="th" scope="row">
                {f.label}
              </TableCell>
              {cell(mine, false)}
              {cell(theirs, true)}
            </TableRow>
          );
        })}
        <TableRow>
          <TableCell component="th" scope="row">
            Moves here
          </TableCell>
          <TableCell colSpan={2}>
            {other.activities} activities and stage changes, {other.registrations} registrations, {other.consents}{' '}
            consent records
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

export function MergeDialog({ leadId, open, onClose }: { leadId: string; open: boolean; onClose: () => void }) {
  const [otherId, setOtherId] = useState('');
  const [take, setTake] = useState<Set<string>>(new Set());
  const preview = useMergePreview(leadId, otherId);
  const merge = useMergeLeads(leadId);
  const problem = preview.data?.problem ?? fieldError(merge.error, 'otherId');
  const readError = preview.isError ? otherError(preview.error, []) : null;
  const close = () => {
    setOtherId('');
    setTake(new Set());
    merge.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="merge-title">
      <DialogTitle id="merge-title">Merge a duplicate into this record</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          The duplicate’s activities, stage history, consents and event registrations move to this record; the duplicate
          is then deleted. This cannot be undone.
        </Typography>
        <TextField
          label="Id of the duplicate potential student"
          value={otherId}
          onChange={(e) => {
            setOtherId(e.target.value.trim());
            setTake(new Set());
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          size="small"
        />
        {readError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {readError}
          </Alert>
        )}
        {preview.data && (
          <SideBySide
            preview={preview.data}
            take={take}
            onTake={(field, other) =>
              setTake((prev) => {
                const next = new Set(prev);
                if (other) next.add(field);
                else next.delete(field);
                return next;
              })
            }
          />
        )}
        {isStaleVersion(merge.error) && (
          <StaleVersionAlert
            thing="pair of records"
            sx={{ mt: 2 }}
            reloading={preview.isFetching}
            onReload={() => {
              merge.reset();
              void preview.refetch();
            }}
          >
            One of the two records was changed after you opened them; nothing was merged. Reload them, check the values
            and merge again.
          </StaleVersionAlert>
        )}
        {problem && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!preview.data || preview.data.problem !== null || merge.isPending}
          onClick={() =>
            preview.data &&
            merge.mutate(
              {
                otherId: Number(otherId),
                take: [...take] as MergeFieldName[],
                // The versions read: a record changed since makes the merge a 409, nothing merged.
                version: preview.data.survivor.version,
                otherVersion: preview.data.other.version,
              },
              { onSuccess: close },
            )
          }
        >
          Merge
        </Button>
      </DialogActions>
    </Dialog>
  );
}
