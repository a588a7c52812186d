import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

// Leaving a form with unsaved changes asks first: another page in the app opens this dialog, a
// reload or closing the tab the browser's own question. (The student forms ask the same way.)

export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} aria-labelledby="leave-bursary-title">
      <DialogTitle id="leave-bursary-title">Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText>Your changes are not saved yet. They stay as a draft in this browser, but the college will not see them until you save.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          Stay and save
        </Button>
        <Button onClick={() => blocker.proceed?.()}>Leave</Button>
      </DialogActions>
    </Dialog>
  );
}
