import { PageHeader } from '../../../components/ui/page-header.tsx';
import { StatsGrid } from './stats-grid.tsx';

/** spec 2.3: the staff dashboard (dashboard:view). */
export function StaffDashboard() {
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Live figures for the college" />
      <StatsGrid />
    </>
  );
}
