import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { textOn } from './readable-color.ts';
import { CARD_DEFAULT_COLOR, ICON_HEADING_MAX_HEIGHT } from './ui-constants.ts';
import type { UiColor } from './ui-constants.ts';

export interface IconHeadingProps {
  children: ReactNode;
  color?: UiColor;
  sx?: SxProps<Theme>;
}

/** The raised coloured square holding a card's icon (shared by InfoCard and StatsCard). */
export function IconHeading({ children, color = CARD_DEFAULT_COLOR, sx }: IconHeadingProps) {
  return (
    <Paper
      elevation={6}
      data-testid="icon-heading"
      sx={[
        (theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
          boxSizing: 'border-box',
          p: 2,
          maxHeight: ICON_HEADING_MAX_HEIGHT, // spec 9
          overflow: 'hidden',
          bgcolor: theme.palette[color].main,
          color: textOn(theme.palette[color].main),
          '& svg': { fontSize: 32 },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Paper>
  );
}
