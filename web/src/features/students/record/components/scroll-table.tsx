import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../../components/ui/visually-hidden.ts';

/**
 * A small table that scrolls sideways on a phone instead of squeezing its columns. The scrolling
 * region is focusable and named by the caption so keyboard users can scroll it too; the caption
 * is for screen readers, a heading above says the same to sighted readers.
 */
export interface ScrollTableProps {
  caption: string;
  /** Below this width (px) the table scrolls rather than squeeze. */
  minWidth?: number;
  /** Columns keep the widths their headers set, so tables of several years line up. */
  fixedLayout?: boolean;
  children: ReactNode;
}

export function ScrollTable({ caption, minWidth = 640, fixedLayout = false, children }: ScrollTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={caption} sx={{ mb: 3 }}>
      <Table size="small" sx={{ minWidth, ...(fixedLayout ? { tableLayout: 'fixed' } : {}) }}>
        <caption style={visuallyHidden}>{caption}</caption>
        {children}
      </Table>
    </TableContainer>
  );
}
