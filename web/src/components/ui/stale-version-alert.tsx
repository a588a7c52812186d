import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api-client.ts';

// The stale-version warning, written once (issue 12): a save refused because someone else changed
// the record since the reader opened it (a 409, DESIGN 3: nothing was overwritten), with a Reload
// button where the screen has not already read the latest version itself.

/** Whether a refused write was refused for a stale version (409). */
export function isStaleVersion(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/** The sentence for a screen that has already read the latest version again. */
export function reloadedMessage(thing: string): string {
  return `Someone else changed this ${thing} while you were working. It has been reloaded: check it and try again.`;
}

export interface StaleVersionAlertProps {
  /** What changed, as the reader calls it: 'template', 'page', 'engagement'. */
  thing: string;
  /** Reads the latest version; without it the screen has already reloaded it. */
  onReload?: () => void;
  reloading?: boolean;
  /** A heading above the text. */
  title?: string;
  /** The text, where it says more than the default (what becomes of the reader's changes). */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

export function StaleVersionAlert({ thing, onReload, reloading = false, title, children, sx }: StaleVersionAlertProps) {
  const text =
    children ??
    (onReload
      ? `Someone else saved this ${thing} after you opened it. Reload to see their version (your changes here will be lost).`
      : reloadedMessage(thing));
  return (
    <Alert
      severity="warning"
      sx={sx}
      action={
        onReload && (
          <Button color="inherit" size="small" onClick={onReload} disabled={reloading}>
            Reload
          </Button>
        )
      }
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {text}
    </Alert>
  );
}
