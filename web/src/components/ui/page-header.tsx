import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  subtitle?: ReactNode;
  /** Buttons for the page as a whole, placed at the end of the row. */
  actions?: ReactNode;
  sx?: SxProps<Theme>;
}

/** The top of every page: its h1, an optional line under it and page-wide actions. */
export function PageHeader({ title, subtitle, actions, sx }: PageHeaderProps) {
  return (
    <Box
      sx={[
        { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        {subtitle != null && (
          <Typography component="p" variant="subtitle1" sx={{ color: 'text.secondary' }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions != null && (
        <Box data-testid="page-header-actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {actions}
        </Box>
      )}
    </Box>
  );
}
