import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';

export const MAIN_ID = 'main-content';

// WCAG 2.4.1 (issue 19): the first thing Tab reaches in the signed-in frame, shown only while it
// has focus; it moves focus to the page's main area, past the menu. Handled in script rather than
// by the fragment: with <base href> set, "#main-content" would be a link to the base URL.
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_ID);
    main?.focus();
    main?.scrollIntoView?.();
  };
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        boxShadow: 3,
        fontWeight: 500,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none', outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      Skip to main content
    </Link>
  );
}
