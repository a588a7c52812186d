import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { academicYear } from '@collegium/domain/academic-year';
import { otherError } from '../../../lib/field-errors.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import { useNextYearsInstances } from '../api/plan-instances.ts';

// Issue 18: "create next year's instances from this year's" in one action, after saying what it does.

export function NextYearDialog(props: { moduleId: string; fromYear: number; hubs: string[]; onClose: () => void }) {
  const { moduleId, fromYear, hubs, onClose } = props;
  const roll = useNextYearsInstances(moduleId);
  const notify = useSnackbarStore((s) => s.notify);
  const from = academicYear(fromYear);
  const to = academicYear(fromYear + 1);
  const create = () =>
    roll.mutate(fromYear, {
      onSuccess: ({ created, skipped }) => {
        const made = created.length > 0 ? `Created ${to} at ${created.join(', ')}.` : `Nothing new for ${to}.`;
        const kept = skipped.length > 0 ? ` Already planned: ${skipped.join(', ')}.` : '';
        notify(made + kept, { type: 'success' });
        onClose();
      },
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby="next-year-title" aria-describedby="next-year-text">
      <DialogTitle id="next-year-title">
        Plan {to} from {from}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="next-year-text">
          Each instance of {from} ({hubs.join(', ')}) gets one in {to} at the same hub, with the same tutor and
          capacity, and its start date, residentials and assignments a year later. Hubs already planned for {to} are
          left as they are. No students are placed.
        </DialogContentText>
        {roll.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {otherError(roll.error, [])}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={create} disabled={roll.isPending}>
          Create {to}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
