import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { applyPageTitle } from '../../../app/guard/page-title.ts';
import { LinkButton } from '../../../app/navigation/link-button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { StudentPhoto } from '../../photos/components/student-photo.tsx';
import { EngagementStatusChip } from '../../students/engagement/engagement-status-chip.tsx';
import { useMyStudent } from '../api/get-my-students.ts';
import { MyStudentDetails } from './my-student-details.tsx';

// spec 2.5: /mystudents/{id}, a tutor's view of one of their students. The server answers 404
// for anyone outside the tutor's students, and this page then says so as a not-found page.

export function MyStudentRecordScreen() {
  const { id = '' } = useParams();
  const record = useMyStudent(id);
  const data = record.data;

  useEffect(() => {
    if (data) applyPageTitle(data.name);
    else if (isApiError(record.error) && record.error.status === 404) applyPageTitle('Student not found');
  }, [data, record.error]);

  const back = (
    <LinkButton to="/mystudents/photos" variant="outlined" color="primary" size="small" startIcon={<ArrowBack />}>
      My students
    </LinkButton>
  );

  if (record.isError) {
    const missing = isApiError(record.error) && record.error.status === 404;
    return (
      <Box sx={{ py: 4, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
        {missing ? (
          <>
            <Typography component="p" variant="h2" sx={{ fontWeight: 700, color: 'primary.main', lineHeight: 1 }}>
              404
            </Typography>
            <Typography component="h1" variant="h5">
              Student not found
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>There is no student with this number among your tutees and the students you teach.</Typography>
          </>
        ) : (
          <Alert severity="error">This student could not be loaded. Please try again.</Alert>
        )}
        {back}
      </Box>
    );
  }
  if (!data) return <Typography sx={{ py: 2 }}>Loading, please wait ...</Typography>;

  return (
    <>
      <Box sx={{ mb: 2 }}>{back}</Box>
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
