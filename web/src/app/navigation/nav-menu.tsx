import List from '@mui/material/List';
import { memo } from 'react';
import type { NavEntry } from '../../lib/navigation/nav-entry.ts';
import { NavEntries } from './nav-group.tsx';

/** The whole permission-filtered menu as a list (spec 2.7); drawn again only when its props change. */
export const NavMenu = memo(function NavMenu({
  entries,
  mini = false,
  onNavigate,
}: {
  entries: readonly NavEntry[];
  mini?: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  return (
    <List disablePadding sx={{ py: 1 }}>
      <NavEntries entries={entries} base="/" mini={mini} depth={0} onNavigate={onNavigate} />
    </List>
  );
});
