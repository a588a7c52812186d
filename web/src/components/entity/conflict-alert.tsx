import Alert from '@mui/material/Alert';
import { StaleVersionAlert } from '../ui/stale-version-alert.tsx';

export const CONFLICT_MESSAGE = 'This record was changed by someone else.';

export interface ConflictAlertProps {
  /** 'stale': the save was refused (409); 'reloaded': the latest version is in the form. */
  state: 'stale' | 'reloaded';
  /** How many of the reader's changes clash with someone else's. */
  clashes: number;
  reloading: boolean;
  onReload: () => void;
}

/** A 409 on save (DESIGN 3: nothing was overwritten) and what reloading did with the reader's typing. */
export function ConflictAlert({ state, clashes, reloading, onReload }: ConflictAlertProps) {
  if (state === 'stale') {
    return (
      <StaleVersionAlert
        thing="record"
        title={CONFLICT_MESSAGE}
        onReload={onReload}
        reloading={reloading}
        sx={{ mb: 2 }}
      >
        Nothing was saved. Reload to get their version; what you typed stays in the form.
      </StaleVersionAlert>
    );
  }
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      The latest version is loaded and your changes are kept.
      {clashes === 1 && ' One field someone else also changed shows their value underneath.'}
      {clashes > 1 && ` ${clashes} fields someone else also changed show their values underneath.`} Save to keep your
      version.
    </Alert>
  );
}
