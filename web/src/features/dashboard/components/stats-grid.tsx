import AssignmentInd from '@mui/icons-material/AssignmentInd';
import Badge from '@mui/icons-material/Badge';
import Contacts from '@mui/icons-material/Contacts';
import Groups from '@mui/icons-material/Groups';
import HowToReg from '@mui/icons-material/HowToReg';
import Login from '@mui/icons-material/Login';
import School from '@mui/icons-material/School';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ReactElement } from 'react';
import type { HeadingLevel } from '../../../components/ui/heading-level.ts';
import { StatsCard } from '../../../components/ui/stats-card.tsx';
import type { UiColor } from '../../../components/ui/ui-constants.ts';
import { useDashboardStats } from '../api/get-dashboard-stats.ts';
import type { DashboardStats } from '@collegium/domain/dashboard';

interface Figure {
  key: keyof DashboardStats;
  title: string;
  subText: string;
  icon: ReactElement;
  color: UiColor;
}

const FIGURES: readonly Figure[] = [
  { key: 'currentStudents', title: 'Current students', subText: 'Studying now', icon: <School />, color: 'success' },
  {
    key: 'startingStudents',
    title: 'Starting students',
    subText: 'Starting at the next intake',
    icon: <HowToReg />,
    color: 'info',
  },
  { key: 'people', title: 'People', subText: 'Everyone on record', icon: <Contacts />, color: 'primary' },
  {
    key: 'staffUsers',
    title: 'Staff accounts',
    subText: 'Can use the admin area',
    icon: <Badge />,
    color: 'secondary',
  },
  { key: 'studentUsers', title: 'Student accounts', subText: 'Can use the forms', icon: <Groups />, color: 'success' },
  {
    key: 'applicantUsers',
    title: 'Applicant accounts',
    subText: 'Applying now',
    icon: <AssignmentInd />,
    color: 'warning',
  },
  { key: 'signedInNow', title: 'Signed in now', subText: 'Open sessions', icon: <Login />, color: 'info' },
];

const number = new Intl.NumberFormat('en-GB');

/** The staff dashboard's live counts (GET {api}/dashboard/stats); `headingLevel` for the card titles. */
export function StatsGrid({ headingLevel = 2 }: { headingLevel?: HeadingLevel }) {
  const { data, isPending, isError, refetch } = useDashboardStats();
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        The figures could not be loaded.
      </Alert>
    );
  }
  return (
    <Box
      aria-busy={isPending}
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))', pt: 1 }}
    >
      {FIGURES.map((f) => (
        <StatsCard
          key={f.key}
          icon={f.icon}
          color={f.color}
          title={f.title}
          value={isPending ? <Skeleton width={56} sx={{ display: 'inline-block' }} /> : number.format(data[f.key])}
          subText={f.subText}
          headingLevel={headingLevel}
        />
      ))}
    </Box>
  );
}
