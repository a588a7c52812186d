import Alert from '@mui/material/Alert';
import type { AlertProps } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useState } from 'react';
import type { ReactNode } from 'react';

export const CLOSE_LABEL = 'Close';

export type DismissibleAlertProps = Omit<AlertProps, 'onClose' | 'title'> & {
  /** The alert text; children are shown after it. */
  message?: ReactNode;
  /** A bold first line. */
  title?: ReactNode;
  /** Show a close button (aria-label 'Close'). */
  dismissible?: boolean;
  onClose?: () => void;
  /** Controlled visibility; when left out the alert hides itself once closed. */
  open?: boolean;
};

/** An alert the reader can close (spec 3, 4.8: being closed is display state only). */
export function DismissibleAlert({
  message,
  title,
  dismissible = false,
  onClose,
  open,
  children,
  severity = 'info',
  ...rest
}: DismissibleAlertProps) {
  const [dismissed, setDismissed] = useState(false);
  if (!(open ?? !dismissed)) return null;
  const close = () => {
    setDismissed(true);
    onClose?.();
  };
  return (
    <Alert severity={severity} closeText={CLOSE_LABEL} onClose={dismissible ? close : undefined} {...rest}>
      {title != null && <AlertTitle>{title}</AlertTitle>}
      {message}
      {children}
    </Alert>
  );
}
