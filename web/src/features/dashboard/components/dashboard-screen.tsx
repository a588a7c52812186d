import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { getConfig } from '../../../lib/config.ts';
import { usePermissions } from '../../../lib/session/session-store.ts';
import { dashboardMode } from '../dashboard-mode.ts';
import { StaffDashboard } from './staff-dashboard.tsx';
import { WelcomeDashboard } from './welcome-dashboard.tsx';

// The student dashboard (forms, intentions, policies) loads only for students: staff, who open
// this page first every day, do not download its forms (issue 19: initial JS budget).
const StudentDashboard = lazy(() => import('./student-dashboard.tsx').then((m) => ({ default: m.StudentDashboard })));

/** / and /dashboard (spec 2.3): welcome, staff or student, by permission and feature. */
export function DashboardScreen() {
  const mode = dashboardMode(usePermissions(), getConfig().features);
  if (mode === 'welcome') return <WelcomeDashboard />;
  if (mode === 'staff') return <StaffDashboard />;
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      }
    >
      <StudentDashboard />
    </Suspense>
  );
}
