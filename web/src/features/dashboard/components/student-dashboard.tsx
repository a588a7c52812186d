import Person from '@mui/icons-material/Person';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { useMemo } from 'react';
import { useVisibleMenu } from '../../../hooks/use-menu.ts';
import { MenuIcon } from '../../../components/navigation/menu-icons.tsx';
import { InfoCard } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { studentFormGroups } from '../student-form-groups.ts';
import { useStudentStatus } from '../../../lib/api/student-forms.ts';
import { MyYearCard } from '../../../components/student/my-year-card.tsx';
import { useMyRequestList } from '../api/get-my-requests.ts';
import { pendingLinkKeys } from '../form-marks.ts';
import { FormGroupCard } from './form-group-card.tsx';

function StudentDetails() {
  const user = useSessionStore((s) => s.user);
  const student = useSessionStore((s) => s.student);
  const loadStudent = useSessionStore((s) => s.loadStudent);
  const isStudent = user?.isStudent ?? false;
  const rows: [string, string][] = [
    ['Name', user?.name ?? ''],
    ['E-mail', user?.email ?? ''],
    ['Partner ID', formatPartnerId(student?.partnerId)],
    ['Hub', student?.hub ?? ''],
    ['Programme', student?.programmeCode ?? ''],
  ];
  return (
    <InfoCard icon={<Person />} title="My details" color="primary">
      {isStudent && student === null && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={() => void loadStudent()}>
              Try again
            </Button>
          }
        >
          Your student record could not be loaded.
        </Alert>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 3,
          rowGap: 1,
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </Box>
        ))}
      </Box>
    </InfoCard>
  );
}

/** spec 2.3, 2.6: the student dashboard, at /, /dashboard (students) and /forms. */
export function StudentDashboard() {
  const menu = useVisibleMenu();
  const groups = useMemo(() => studentFormGroups(menu), [menu]);
  const firstName = (useSessionStore((s) => s.user?.name) ?? '').split(' ')[0];
  const isStudent = useSessionStore((s) => s.user?.isStudent) ?? false;
  const status = useStudentStatus(isStudent);
  const requests = useMyRequestList(isStudent);
  const pending = useMemo(() => pendingLinkKeys(requests.data?.items ?? []), [requests.data]);
  return (
    <>
      <PageHeader title="Student Forms" subtitle={firstName ? `Welcome, ${firstName}.` : undefined} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(300px, 1fr) 2fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <StudentDetails />
          {isStudent && <MyYearCard />}
        </Box>
        {groups.length === 0 ? (
          <InfoCard title="Your forms" color="info" icon={<MenuIcon name="Description" />}>
            <EmptyState
              headingLevel={3}
              title="Your forms will open here"
              text="Forms for extensions, deferrals, finance, student support and your personal details open here as they become available. There is nothing you need to do yet."
              sx={{ py: 3 }}
            />
          </InfoCard>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
              alignItems: 'start',
              minWidth: 0,
            }}
          >
            {groups.map((group) => (
              <FormGroupCard key={group.key} group={group} done={status.data?.done} pending={pending} />
            ))}
          </Box>
        )}
      </Box>
    </>
  );
}
