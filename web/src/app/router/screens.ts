import type { ScreenLoader } from './lazy-screen.ts';

// Which menu routes (domain/src/menu.ts keys) have a screen. Only these become routes and menu
// entries: a module's pages appear as their screens are written, never as placeholders.

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  home: () => import('../../features/dashboard/components/dashboard-screen.tsx').then((m) => m.DashboardScreen),
  dashboard: () =>
    import('../../features/dashboard/components/dashboard-screen.tsx').then((m) => m.DashboardScreen),
  // spec 2.6: the student dashboard is at /forms.
  'forms.home': () =>
    import('../../features/dashboard/components/student-dashboard.tsx').then((m) => m.StudentDashboard),
};

export const SCREEN_KEYS: readonly string[] = Object.keys(SCREENS);
