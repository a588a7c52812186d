import { getConfig } from '../../../lib/config.ts';
import { usePermissions } from '../../../lib/session/session-store.ts';
import { dashboardMode } from '../dashboard-mode.ts';
import { StaffDashboard } from './staff-dashboard.tsx';
import { StudentDashboard } from './student-dashboard.tsx';
import { WelcomeDashboard } from './welcome-dashboard.tsx';

/** / and /dashboard (spec 2.3): welcome, staff or student, by permission and feature. */
export function DashboardScreen() {
  const mode = dashboardMode(usePermissions(), getConfig().features);
  if (mode === 'welcome') return <WelcomeDashboard />;
  return mode === 'staff' ? <StaffDashboard /> : <StudentDashboard />;
}
