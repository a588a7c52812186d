import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { withFeatures } from '@collegium/domain/menu';
import { MENU_CONFIG } from '@collegium/domain/menu-config';
import { previewPermissions } from '@collegium/domain/role-preview';
import { useId, useMemo } from 'react';
import { MenuIcon } from '../../../components/navigation/menu-icons.tsx';
import { SCREEN_KEYS } from '../../../lib/navigation/screen-keys.ts';
import { getConfig } from '../../../lib/config.ts';

/**
 * Issue 15: what a set of permissions opens, before it is saved: the menu its holder would see and
 * the pages they could reach, by the same rules as the shell and the route guard.
 */
export function PermissionPreview({ permissions, title }: { permissions: readonly string[]; title: string }) {
  const headingId = useId();
  const preview = useMemo(
    () => previewPermissions(permissions, withFeatures(MENU_CONFIG, getConfig().features), SCREEN_KEYS),
    [permissions],
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {title}
      </Typography>
      {preview.menu.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>No menu at all: these permissions open no page.</Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
          aria-label="Menu it would see"
        >
          {preview.menu.map((node) => (
            <Box component="li" key={node.key}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 500 }}>
                <MenuIcon name={node.icon} />
                {node.title}
              </Box>
              {node.children && (
                <Box
                  component="ul"
                  sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.75, ml: 4, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
                >
                  {node.children
                    .flatMap((child) => child.children ?? [child])
                    .map((child) => (
                      <li key={child.key}>
                        <Chip size="small" label={child.title} variant="outlined" />
                      </li>
                    ))}
                </Box>
              )}
            </Box>
          ))}
        </Stack>
      )}
      <Box component="details" sx={{ mt: 2 }}>
        <Box component="summary" sx={{ cursor: 'pointer', color: 'primary.main' }}>
          Pages it reaches ({preview.routes.length}), record pages included
        </Box>
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3, columns: { sm: 2 }, fontSize: '0.875rem' }}>
          {preview.routes.map((r) => (
            <li key={r.key}>
              {r.title}{' '}
              <Box component="code" sx={{ color: 'text.secondary' }}>
                {r.path}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
