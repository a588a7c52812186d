import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A phone-width screen: tables fold a column into its neighbour there. */
export function useNarrow(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}

/** A second line in a cell (the folded column on a phone). */
export function CellNote({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}>
      {children}
    </Box>
  );
}

/** A small table that scrolls sideways inside its card, if it must, instead of widening the page. */
export function ScrollTable({
  caption,
  minWidth,
  children,
}: {
  caption: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label={caption} sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth, '& th, & td': { px: { xs: 1, sm: 2 } } }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 500 }}>{caption}</caption>
        {children}
      </Table>
    </TableContainer>
  );
}
