import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { NavInitials } from './nav-initials.tsx';
import { visuallyHidden } from '../../components/ui/visually-hidden.ts';
import { entrySx, leadingSx, textSlotProps, textSx } from './nav-styles.ts';
import { navTarget } from '../../lib/navigation/nav-target.ts';

export interface NavItemProps {
  title: string;
  subtitle?: string | undefined;
  icon?: ReactNode;
  /** Internal route (absolute). */
  to?: string | undefined;
  /** External link: opens in a new tab. */
  href?: string | undefined;
  /** The drawer shows only icons and initials. */
  mini?: boolean;
  /** Nesting depth, for indentation. */
  depth?: number;
  /** Called after a click (the temporary drawer closes). */
  onNavigate?: (() => void) | undefined;
  /** Absolute paths on which the item also shows as the current page. */
  alsoActiveAt?: readonly string[] | undefined;
}

/**
 * A menu item (spec 2.7): a route, an external link, or '#' when it has neither. Only an item with
 * alias paths follows the location itself: the others are left alone on navigation (their NavLink
 * marks the current page), so a click in the menu does not redraw the whole menu (issue 19).
 */
export function NavItem(props: NavItemProps) {
  return props.alsoActiveAt ? (
    <AliasAwareNavItem {...props} alsoActiveAt={props.alsoActiveAt} />
  ) : (
    <NavItemView {...props} aliasActive={false} />
  );
}

function AliasAwareNavItem(props: NavItemProps & { alsoActiveAt: readonly string[] }) {
  const { pathname } = useLocation();
  return <NavItemView {...props} aliasActive={props.alsoActiveAt.includes(pathname)} />;
}

function NavItemView({
  title,
  subtitle,
  icon,
  to,
  href,
  mini = false,
  depth = 0,
  onNavigate,
  aliasActive,
}: Omit<NavItemProps, 'alsoActiveAt'> & { aliasActive: boolean }) {
  const target = navTarget({ to, href });
  const body = (
    <>
      <ListItemIcon sx={leadingSx}>{icon ?? <NavInitials title={title} />}</ListItemIcon>
      <ListItemText primary={title} secondary={subtitle} sx={textSx(mini)} slotProps={textSlotProps} />
    </>
  );
  const common = { sx: entrySx(depth), onClick: onNavigate, title: mini ? title : undefined };
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {target.kind === 'route' ? (
        <ListItemButton
          // On an alias path NavLink would not see itself as current, so a plain Link says so.
          component={aliasActive ? Link : NavLink}
          to={target.to}
          {...(aliasActive ? { className: 'active', 'aria-current': 'page' as const } : { end: true })}
          {...common}
        >
          {body}
        </ListItemButton>
      ) : target.kind === 'external' ? (
        <ListItemButton component="a" href={target.href} target="_blank" rel="noopener noreferrer" {...common}>
          {body}
          <span style={visuallyHidden}> (opens in a new tab)</span>
        </ListItemButton>
      ) : (
        <ListItemButton component="a" href={target.href} {...common}>
          {body}
        </ListItemButton>
      )}
    </ListItem>
  );
}
