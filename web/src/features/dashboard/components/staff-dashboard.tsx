import { hasPermission } from '@collegium/domain/permissions';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usePermissions } from '../../../lib/session/session-store.ts';
import { StatsGrid } from './stats-grid.tsx';
import { WorkList } from './work-list.tsx';

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
      <WorkList />
      {figures && (
        <>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            The college
          </Typography>
          <StatsGrid headingLevel={3} />
        </>
      )}
    </>
  );
}
