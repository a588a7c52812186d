import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';

// The figures' cards, icons and call are their own chunk, which only administrators and the
// welcome dashboard fetch (issue 19: initial JS budget of the signed-in shell).
const StatsGrid = lazy(() => import('./stats-grid.tsx').then((m) => ({ default: m.StatsGrid })));

/** The college's live figures (GET {api}/dashboard/stats) under their heading. */
export function CollegeFigures({ title }: { title: string }) {
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={128} />}>
        <StatsGrid headingLevel={3} />
      </Suspense>
    </>
  );
}
