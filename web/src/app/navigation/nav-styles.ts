import type { SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '../../components/ui/visually-hidden.ts';

// Shared looks of menu entries on the dark sidebar (spec 2.7).

/** Text on the sidebar stays white; the active item takes the primary colour with black or
 * white text depending on the theme (spec 2.7). */
export function entrySx(depth: number): SxProps<Theme> {
  return (theme) => ({
    borderRadius: 1,
    mx: 1,
    my: 0.25,
    pl: 1.5 + depth * 1.5,
    color: '#fff',
    '&:hover': { bgcolor: 'rgba(255,255,255,.12)' },
    '&.active, &.active:hover': {
      bgcolor: theme.palette.primary.main,
      color: theme.palette.mode === 'dark' ? '#000' : '#fff',
    },
    '&.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: -2 },
  });
}

export const leadingSx: SxProps<Theme> = { color: 'inherit', minWidth: 40 };

/** The title stays readable by screen readers when the drawer shows only icons. */
export function textSx(mini: boolean): SxProps<Theme> {
  return mini ? visuallyHidden : { my: 0.25 };
}

export const textSlotProps = {
  primary: { sx: { fontSize: '0.9rem', lineHeight: 1.3 } },
  secondary: { sx: { color: 'inherit', opacity: 0.85, fontSize: '0.75rem' } },
};
