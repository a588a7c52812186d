import ExpandMore from '@mui/icons-material/ExpandMore';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { joinPath } from '@collegium/domain/menu';
import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from '../../components/navigation/menu-icons.tsx';
import type { NavEntry } from '../../lib/navigation/nav-entry.ts';
import { NavInitials } from './nav-initials.tsx';
import { NavItem } from './nav-item.tsx';
import { entrySx, leadingSx, textSlotProps, textSx } from './nav-styles.ts';
import { childTarget } from '../../lib/navigation/nav-target.ts';

export interface NavGroupProps {
  title: string;
  subtitle?: string | undefined;
  icon?: ReactNode;
  /** Image URL shown in place of the icon. */
  avatar?: string | undefined;
  /** The group's path; children's targets are joined to it (spec 2.7). */
  group: string;
  /** The enclosing group's path ('/' at the top). */
  base?: string;
  children: readonly NavEntry[];
  mini?: boolean;
  depth?: number;
  onNavigate?: (() => void) | undefined;
}

/** Whether `pathname` is one of the routes under `entries`. */
function leadsTo(entries: readonly NavEntry[], base: string, pathname: string): boolean {
  return entries.some((entry) =>
    entry.kind === 'item'
      ? entry.to !== undefined && childTarget(base, entry.to) === pathname
      : leadsTo(entry.children, joinPath(base, entry.group), pathname),
  );
}

/** Renders navigation entries under `base`: items, and groups for entries with children. */
export function NavEntries({
  entries,
  base,
  mini,
  depth,
  onNavigate,
}: {
  entries: readonly NavEntry[];
  base: string;
  mini: boolean;
  depth: number;
  onNavigate?: (() => void) | undefined;
}) {
  return entries.map((entry) =>
    entry.kind === 'group' ? (
      <NavGroup
        key={entry.key}
        title={entry.title}
        subtitle={entry.subtitle}
        icon={<MenuIcon name={entry.icon} />}
        avatar={entry.avatar}
        group={entry.group}
        base={base}
        mini={mini}
        depth={depth}
        onNavigate={onNavigate}
      >
        {entry.children}
      </NavGroup>
    ) : (
      <NavItem
        key={entry.key}
        title={entry.title}
        subtitle={entry.subtitle}
        icon={entry.icon === undefined ? undefined : <MenuIcon name={entry.icon} />}
        to={childTarget(base, entry.to)}
        href={entry.href}
        alsoActiveAt={entry.alsoActiveAt}
        mini={mini}
        depth={depth}
        onNavigate={onNavigate}
      />
    ),
  );
}

/**
 * A menu group (spec 2.7): a button that opens its children, marked with a down arrow when it has
 * any. Children with their own children render as sub-groups. It starts open when it holds the
 * page being shown.
 */
export function NavGroup({
  title,
  subtitle,
  icon,
  avatar,
  group,
  base = '/',
  children,
  mini = false,
  depth = 0,
  onNavigate,
}: NavGroupProps) {
  const path = joinPath(base, group);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => leadsTo(children, path, pathname));
  const listId = useId();
  const hasChildren = children.length > 0;
  const childDepth = mini ? depth : depth + 1;
  // The group follows the location only for where it starts open; its entries are not redrawn on
  // each navigation (issue 19: a click in the menu redrew every item of it).
  const entries = useMemo(
    () => <NavEntries entries={children} base={path} mini={mini} depth={childDepth} onNavigate={onNavigate} />,
    [children, path, mini, childDepth, onNavigate],
  );
  const leading = avatar ? (
    <Avatar src={avatar} alt="" sx={{ width: 28, height: 28 }} />
  ) : (
    (icon ?? <NavInitials title={title} />)
  );
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        sx={entrySx(depth)}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={hasChildren ? open : undefined}
        aria-controls={hasChildren ? listId : undefined}
        title={mini ? title : undefined}
      >
        <ListItemIcon sx={leadingSx}>{leading}</ListItemIcon>
        <ListItemText primary={title} secondary={subtitle} sx={textSx(mini)} slotProps={textSlotProps} />
        {hasChildren && (
          <ExpandMore
            data-testid="nav-group-marker"
            fontSize="small"
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none', ...(mini && { ml: -1 }) }}
          />
        )}
      </ListItemButton>
      {hasChildren && (
        // Shown and hidden without an animation: MUI's Collapse was ~1 KB of the shell's initial
        // JavaScript (issue 19's budget) for a slide nobody waits for.
        <List id={listId} disablePadding hidden={!open}>
          {entries}
        </List>
      )}
    </ListItem>
  );
}
