import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/** A small table that scrolls sideways inside its card on a phone instead of widening the page. */
export function ScrollTable({ caption, minWidth, children }: { caption: string; minWidth: number; children: ReactNode }) {
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label={caption} sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 500 }}>{caption}</caption>
        {children}
      </Table>
    </TableContainer>
  );
}
