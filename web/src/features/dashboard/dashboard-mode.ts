import { hasPermission } from '@collegium/domain/permissions';

// spec 2.3: which dashboard a user sees, and its title.

export type DashboardMode = 'welcome' | 'staff' | 'student';

export const WELCOME_FEATURE = 'welcome-dashboard';

export function dashboardMode(permissions: readonly string[], features: readonly string[]): DashboardMode {
  const staff = hasPermission(permissions, 'dashboard:view');
  if (staff && features.includes(WELCOME_FEATURE)) return 'welcome';
  return staff ? 'staff' : 'student';
}

/** 'Dashboard' for staff, 'Student Forms' for everyone else. */
export function dashboardTitle(permissions: readonly string[]): string {
  return hasPermission(permissions, 'dashboard:view') ? 'Dashboard' : 'Student Forms';
}
