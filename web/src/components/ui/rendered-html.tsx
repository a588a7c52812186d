import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

// A portal page's HTML. The server made it from Markdown with raw HTML escaped and only http(s),
// mailto and relative links kept (server/src/modules/portal-pages/render.ts), so it is inserted
// as it is. Links to other pages of the portal move within the app instead of reloading it.

export function RenderedHtml({ html, label, sx }: { html: string; label?: string; sx?: SxProps<Theme> }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || link?.target === '_blank') return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <Box
      {...(label ? { role: 'region', 'aria-label': label } : {})}
      onClick={onClick}
      sx={[
        (theme) => ({
          // Long addresses wrap; words in table cells stay whole, so the columns size to fit them.
          overflowWrap: 'break-word',
          lineHeight: 1.6,
          '& h1, & h2, & h3, & h4': { lineHeight: 1.3, mt: 3, mb: 1 },
          '& h1': { fontSize: '1.6rem' },
          '& h2': { fontSize: '1.35rem' },
          '& h3': { fontSize: '1.15rem' },
          '& > :first-of-type': { mt: 0 },
          '& p, & ul, & ol, & table, & blockquote, & pre': { mt: 0, mb: 2 },
          '& ul, & ol': { pl: 3 },
          '& li + li': { mt: 0.5 },
          '& a': { color: theme.palette.primary.main, textDecoration: 'underline' },
          '& table': { borderCollapse: 'collapse', width: '100%' },
          '& th, & td': {
            border: `1px solid ${theme.palette.divider}`,
            px: 1,
            py: 0.5,
            textAlign: 'left',
            verticalAlign: 'top',
            overflowWrap: 'normal',
          },
          '& th': { backgroundColor: theme.palette.action.hover },
          '& blockquote': {
            borderLeft: `4px solid ${theme.palette.divider}`,
            pl: 2,
            color: theme.palette.text.secondary,
          },
          '& code': {
            fontFamily: 'monospace',
            backgroundColor: theme.palette.action.hover,
            px: 0.5,
            borderRadius: 0.5,
          },
          '& pre': { overflowX: 'auto', backgroundColor: theme.palette.action.hover, p: 1.5, borderRadius: 1 },
          '& pre code': { p: 0, backgroundColor: 'transparent' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
