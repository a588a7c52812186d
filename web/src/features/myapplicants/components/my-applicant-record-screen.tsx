import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';
import { applyPageTitle } from '../../../lib/routing/page-title.ts';
import { isNotFound, RecordLoadError } from '../../../components/ui/record-load-error.tsx';
import { getConfig } from '../../../lib/config.ts';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import { useMyApplicant } from '../api/get-my-applicants.ts';
import { ApplicationStatus } from './application-status.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';

// spec 2.5: /myapplicants/{id}, a programme director's read-only view of one of their applicants
// (course, contact, diocese and cohort, how the references and evidence stand). Referees' answers
// stay with admissions on the full application page. Anyone else's id is a not-found page.

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {items.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value === null || value === '' ? 'Not given' : value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function MyApplicantRecordScreen() {
  const { id = '' } = useParams();
  const record = useMyApplicant(id);
  const data = record.data;
  const dateFormat = getConfig().dateFormat;

  useEffect(() => {
    if (data) applyPageTitle(data.name);
    else if (isNotFound(record.error)) applyPageTitle('Applicant not found');
  }, [data, record.error]);

  const back = <BackLink fallback={{ path: '/applications/myapplicants', label: 'My applicants' }} />;

  if (record.isError) {
    return (
      <RecordLoadError
        error={record.error}
        missingTitle="Applicant not found"
        missingText="There is no application with this number among the applicants to your programme."
        failedText="This applicant could not be loaded. Please try again."
        back={back}
      />
    );
  }
  if (!data) return <Typography sx={{ py: 2 }}>{LOADING_TEXT}</Typography>;

  const date = (value: string | null) => (value ? formatDate(value, dateFormat) : null);
  return (
    <>
      {back}
      <Box component="header" sx={{ mb: 3 }}>
        <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {data.name}
        </Typography>
        <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <ApplicationStatus status={data.status} submittedAt={data.submittedAt} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {data.courseTitle ?? data.course}
            {data.intake ? `, intake ${date(data.intake)}` : ''}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title="Application">
          <Facts
            items={[
              ['Course', data.courseTitle ? `${data.courseTitle} (${data.course})` : data.course],
              ['Intake', date(data.intake)],
              ['Study pace', data.studyPace],
              ['Applicant type', data.applicantType],
              ['Submitted', date(data.submittedAt) ?? 'Not yet submitted'],
            ]}
          />
        </Section>
        <Section title="Contact">
          <Facts
            items={[
              ['E-mail', data.email],
              ['Phone', data.phone],
              ['Town', data.city],
              ['Diocese', data.diocese],
              ['Cohort group', data.cohortGroup],
            ]}
          />
        </Section>
        <Section title="References">
          {data.references.length === 0 ? (
            <Typography>No referees named yet.</Typography>
          ) : (
            <Facts
              items={data.references.map((r) => [
                `${r.name}${r.kind === 'leader' ? ' (church leader)' : ''}`,
                r.receivedAt ? `${r.status}, ${date(r.receivedAt)}` : r.status,
              ])}
            />
          )}
        </Section>
        <Section title="Evidence">
          {data.evidence.length === 0 ? (
            <Typography>No evidence sent yet.</Typography>
          ) : (
            <Facts
              items={data.evidence.map((e, i) => [
                `${e.type}${data.evidence.filter((x) => x.type === e.type).length > 1 ? ` ${i + 1}` : ''}`,
                `From the ${e.source.toLowerCase()}, ${date(e.createdAt)}`,
              ])}
            />
          )}
        </Section>
      </Box>
    </>
  );
}
