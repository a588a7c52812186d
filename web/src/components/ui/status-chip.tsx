import type { StatusColour } from '@collegium/domain/status-colour';
import Chip from '@mui/material/Chip';
import { textOn } from './readable-color.ts';

// A status as a small coloured label. The colour class (spec 4.4) maps to the theme's palette;
// the text always says the status, so colour is never the only signal.

const PALETTE: Record<StatusColour, 'success' | 'warning' | 'info' | 'error'> = {
  success: 'success',
  warning: 'warning',
  info: 'info',
  danger: 'error',
};

export interface StatusChipProps {
  label: string;
  colour?: StatusColour | undefined;
  size?: 'small' | 'medium';
}

export function StatusChip({ label, colour, size = 'small' }: StatusChipProps) {
  const color = colour ? PALETTE[colour] : 'default';
  return (
    <Chip
      label={label}
      size={size}
      color={color}
      variant={colour ? 'filled' : 'outlined'}
      // MUI's contrastText aims at 3:1 only (white on the default info and warning fails AA).
      sx={color === 'default' ? undefined : (theme) => ({ color: textOn(theme.palette[color].main) })}
    />
  );
}
