import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LOADING_TEXT } from '../../lib/loading-text.ts';

export interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** What failed to load, for the message in place ('the module results'). */
  what: string;
  children: (data: T) => ReactNode;
}

/**
 * A tab's body once its call has answered: the loading text of spec 9 until then, and a message
 * in place when it failed (the error catalogue has already reported why, spec 8).
 */
export function QueryContent<T>({ query, what, children }: QueryContentProps<T>) {
  if (query.isPending) return <Typography sx={{ py: 2 }}>{LOADING_TEXT}</Typography>;
  if (query.isError)
    return (
      <Alert severity="error">{`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded. Please try again.`}</Alert>
    );
  return <>{children(query.data)}</>;
}
