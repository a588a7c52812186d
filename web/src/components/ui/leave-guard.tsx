import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId } from 'react';
import { type Location, useBlocker } from 'react-router';

// Leaving a form with unsaved changes asks first: going to another page of the app opens this
// dialog; a reload or closing the tab asks the browser's own question.

const DRAFT_KEPT =
  'Your changes are not saved yet. They stay as a draft in this browser, but the college will not see them until you save.';

/** By default only a change of page counts as leaving (a change of query string does not). */
const otherPage = (from: Location, to: Location) => from.pathname !== to.pathname;

export interface LeaveGuardProps {
  dirty: boolean;
  /** What the dialog says; by default that the draft stays in this browser. */
  message?: string;
  stayLabel?: string;
  /** Whether going from one place to the other leaves the form. */
  isLeaving?: (from: Location, to: Location) => boolean;
}

export function LeaveGuard({
  dirty,
  message = DRAFT_KEPT,
  stayLabel = 'Stay and save',
  isLeaving = otherPage,
}: LeaveGuardProps) {
  const titleId = useId();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && isLeaving(currentLocation, nextLocation));
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          {stayLabel}
        </Button>
        <Button onClick={() => blocker.proceed?.()}>Leave</Button>
      </DialogActions>
    </Dialog>
  );
}
