import AccountBalance from '@mui/icons-material/AccountBalance';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import Badge from '@mui/icons-material/Badge';
import Business from '@mui/icons-material/Business';
import Contacts from '@mui/icons-material/Contacts';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import EditNote from '@mui/icons-material/EditNote';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Groups from '@mui/icons-material/Groups';
import Link from '@mui/icons-material/Link';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MenuBook from '@mui/icons-material/MenuBook';
import Payments from '@mui/icons-material/Payments';
import PersonSearch from '@mui/icons-material/PersonSearch';
import QueryStats from '@mui/icons-material/QueryStats';
import School from '@mui/icons-material/School';
import SupportAgent from '@mui/icons-material/SupportAgent';
import ViewModule from '@mui/icons-material/ViewModule';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import type { SvgIconComponent } from '@mui/icons-material';

// The icons the menu configuration (domain/src/menu.ts) names. Listed one by one so the shell
// bundles these few and not the whole icon set.
export const MENU_ICONS: Readonly<Record<string, SvgIconComponent>> = {
  AccountBalance,
  AdminPanelSettings,
  Assessment,
  Assignment,
  Badge,
  Business,
  Contacts,
  Dashboard,
  Description,
  EditNote,
  EmojiEvents,
  Groups,
  // Issue 20: the icon of an external link (feature externalLink).
  Link,
  ManageAccounts,
  MenuBook,
  Payments,
  PersonSearch,
  QueryStats,
  School,
  SupportAgent,
  ViewModule,
  VolunteerActivism,
};

/** The icon for a configured name, or null (the entry then shows its initials). */
export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = name === undefined ? undefined : MENU_ICONS[name];
  return Icon === undefined ? null : <Icon fontSize="small" />;
}
