import { hasPermission } from '@collegium/domain/permissions';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usePermissions } from '../../../lib/session/session-store.ts';
import { CollegeFigures } from './college-figures.tsx';

// Its own chunk, fetched with the dashboard's first call, so the signed-in shell stays in budget.
const WorkList = lazy(() => import('./work-list.tsx').then((m) => ({ default: m.WorkList })));

/**
 * spec 2.3: the staff dashboard (dashboard:view). Issue 19: each role sees its own work first; the
 * college-wide figures (accounts, sessions) are the administrators' (users:menu).
 */
export function StaffDashboard() {
  const permissions = usePermissions();
  const figures = hasPermission(permissions, 'users:menu');
  return (
    <>
      <PageHeader title="Dashboard" subtitle="What is waiting for you" />
      <Suspense fallback={<Skeleton variant="rounded" height={128} sx={{ mb: 4 }} />}>
        <WorkList />
      </Suspense>
      {figures && <CollegeFigures title="The college" />}
    </>
  );
}
