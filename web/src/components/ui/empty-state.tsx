import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { headingTag } from './heading-level.ts';
import type { HeadingLevel } from './heading-level.ts';

export interface EmptyStateProps {
  /** A large decorative icon; hidden from screen readers since the title says it all. */
  icon?: ReactNode;
  title: string;
  text?: ReactNode;
  /** Usually one button that gets the reader going, e.g. 'Add a student'. */
  action?: ReactNode;
  headingLevel?: HeadingLevel;
  sx?: SxProps<Theme>;
}

/** What a page or list shows when it has nothing to show yet. */
export function EmptyState({ icon, title, text, action, headingLevel = 2, sx }: EmptyStateProps) {
  return (
    <Box
      sx={[
        { display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1, py: 6, px: 2 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {icon != null && (
        <Box
          aria-hidden="true"
          data-testid="empty-state-icon"
          sx={{ color: 'text.secondary', '& svg': { fontSize: 64 } }}
        >
          {icon}
        </Box>
      )}
      <Typography component={headingTag(headingLevel)} variant="h6">
        {title}
      </Typography>
      {text != null && (
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 480 }}>
          {text}
        </Typography>
      )}
      {action != null && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
