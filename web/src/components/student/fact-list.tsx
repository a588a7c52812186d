import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  /** Nothing to show reads as a dash, so the layout never jumps. */
  value: ReactNode;
}

/** Labelled values as a description list, in as many columns as fit (one on a phone). */
export function FactList({ facts, minColumnWidth = 160 }: { facts: readonly Fact[]; minColumnWidth?: number }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minColumnWidth}px), 1fr))`,
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ minWidth: 0 }}>
          <Box component="dt" sx={{ typography: 'caption', color: 'text.secondary' }}>
            {fact.label}
          </Box>
          <Box component="dd" sx={{ m: 0, typography: 'body1', overflowWrap: 'anywhere' }}>
            {fact.value === null || fact.value === undefined || fact.value === '' ? '—' : fact.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
