import FilterList from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId, useState } from 'react';

// Issue 19: on a phone a list's filters wait behind a "Filters" button (saying how many are set),
// so the list itself shows first; from the sm breakpoint up they sit in the row beside the search.
// The children are the filter controls, laid out by the caller's row (a flex row that wraps).

export function FilterPanel({ active, children }: { active: number; children: ReactNode }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return <>{children}</>;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterList />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        sx={{ flex: '1 1 100%' }}
      >
        {active > 0 ? `Filters (${active} set)` : 'Filters'}
      </Button>
      <Box id={id} hidden={!open} sx={{ display: open ? 'flex' : 'none', flexWrap: 'wrap', gap: 2, flex: '1 1 100%' }}>
        {children}
      </Box>
    </>
  );
}
