import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { FactList } from './fact-list.tsx';
import type { Fact } from './fact-list.tsx';

// On a phone a wide table becomes a list of cards, one per row, each with its labelled values:
// nothing to scroll sideways, nothing hidden off the edge.

export interface RowCard {
  key: string | number;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown beside the title, e.g. a status chip. */
  badge?: ReactNode;
  facts: Fact[];
}

/** True below the `sm` breakpoint, where the record page's tables turn into cards. */
export function usePhoneLayout(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}

export function CardList({ label, cards }: { label: string; cards: readonly RowCard[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, mb: 3, p: 0, display: 'grid', gap: 1.5 }}>
      {cards.map((card) => (
        <Paper component="li" variant="outlined" key={card.key} sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, lineHeight: 1.3 }}>
                {card.title}
              </Typography>
              {card.subtitle != null && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {card.subtitle}
                </Typography>
              )}
            </Box>
            {card.badge}
          </Box>
          <FactList facts={card.facts} minColumnWidth={110} />
        </Paper>
      ))}
    </Box>
  );
}
