import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { applyPageTitle } from '../../../lib/routing/page-title.ts';
import { isNotFound, RecordLoadError } from '../../../components/ui/record-load-error.tsx';
import { StudentPhoto } from '../../../components/student/student-photo.tsx';
import { EngagementStatusChip } from '../../../components/ui/engagement-status-chip.tsx';
import { useMyStudent } from '../api/get-my-students.ts';
import { MyStudentDetails } from './my-student-details.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';

// spec 2.5: /mystudents/{id}, a tutor's view of one of their students. The server answers 404
// for anyone outside the tutor's students, and this page then says so as a not-found page.

export function MyStudentRecordScreen() {
  const { id = '' } = useParams();
  const record = useMyStudent(id);
  const data = record.data;

  useEffect(() => {
    if (data) applyPageTitle(data.name);
    else if (isNotFound(record.error)) applyPageTitle('Student not found');
  }, [data, record.error]);

  const back = <BackLink fallback={{ path: '/mystudents/photos', label: 'My students' }} />;

  if (record.isError) {
    return (
      <RecordLoadError
        error={record.error}
        missingTitle="Student not found"
        missingText="There is no student with this number among your tutees and the students you teach."
        failedText="This student could not be loaded. Please try again."
        back={back}
      />
    );
  }
  if (!data) return <Typography sx={{ py: 2 }}>Loading, please wait ...</Typography>;

  return (
    <>
      {back}
      <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
        <StudentPhoto studentId={data.id} name={data.name} version={data.photoVersion} size={96} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
            {data.name}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {formatPartnerId(data.partnerId)} · {data.programmeTitle ?? data.programmeCode}
            {data.level ? `, level ${data.level}` : ''}
            {data.hub ? ` · ${data.hub}` : ''}
          </Typography>
          <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <EngagementStatusChip status={data.status} size="small" />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {data.isTutee ? 'Your tutee' : 'On a module you teach'}
            </Typography>
          </Box>
        </Box>
      </Box>
      <MyStudentDetails record={data} />
    </>
  );
}
