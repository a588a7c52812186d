import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRemoveFromInstance, type StudentModulePlace } from './api/student-modules.ts';

// Taking the student off an instance. A place with marks stays: the dialog says why (the
// server's own reason, which a removal would also answer with a 409) and offers no removal.

export function RemovePlaceDialog({
  studentId,
  place,
  onClose,
}: {
  studentId: number;
  place: StudentModulePlace;
  onClose: () => void;
}) {
  const remove = useRemoveFromInstance(studentId);
  const title = `Remove the place on ${place.moduleCode}?`;
  return (
    <Dialog open onClose={onClose} aria-labelledby="remove-place-title" maxWidth="sm" fullWidth>
      <DialogTitle id="remove-place-title">{title}</DialogTitle>
      <DialogContent>
        {place.removeRefusal ? (
          <Alert severity="warning">{place.removeRefusal}</Alert>
        ) : (
          <DialogContentText>
            {place.moduleCode} {place.moduleTitle} at {place.hub} is taken off the student’s modules, with any unmarked
            submissions. The removal is recorded in the module instance’s history.
          </DialogContentText>
        )}
        {remove.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {remove.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{place.removeRefusal ? 'Close' : 'Cancel'}</Button>
        {!place.removeRefusal && (
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => remove.mutate(place.instanceId, { onSuccess: onClose })}
          >
            Remove place
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
