import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import type { MyStudentRecord } from '@collegium/domain/my-students';
import { useMyStudentSupport } from '../api/get-my-students.ts';
import { LearningSupportDetails } from '../../../components/student/learning-support-card.tsx';

// The body of a tutor's student page: how to reach them, this year's modules, and (on request,
// since each read is recorded) their learning-support needs.

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-label={title}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, gap: { xs: 0, sm: 1 }, py: 0.5 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function LearningSupportSection({ studentId }: { studentId: number }) {
  const [shown, setShown] = useState(false);
  const support = useMyStudentSupport(String(studentId), shown);
  return (
    <Section title="Learning support">
      {!shown ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Confidential health and disability information. Showing it records in the audit log that you viewed it.
          </Typography>
          <AppButton size="small" color="primary" onClick={() => setShown(true)}>
            Show learning support
          </AppButton>
        </>
      ) : support.isError ? (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          The learning-support needs could not be loaded. Please try again.
        </Typography>
      ) : !support.data ? (
        <Typography variant="body2">Loading, please wait ...</Typography>
      ) : support.data.need ? (
        <LearningSupportDetails need={support.data.need} />
      ) : (
        <Typography variant="body2">No learning-support needs are recorded.</Typography>
      )}
    </Section>
  );
}

export function MyStudentDetails({ record }: { record: MyStudentRecord }) {
  const { contact, year } = record;
  const place = [contact.city, contact.county].filter(Boolean).join(', ');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section title="Contact">
          <Box component="dl" sx={{ m: 0 }}>
            <Fact label="E-mail">
              {contact.email ? <Link href={`mailto:${contact.email}`}>{contact.email}</Link> : 'Not recorded'}
            </Fact>
            <Fact label="Phone">
              {contact.phone ? (
                <Link href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</Link>
              ) : (
                'Not recorded'
              )}
            </Fact>
            <Fact label="Lives in">{place || 'Not recorded'}</Fact>
            <Fact label="Personal tutor">{record.personalTutor ?? 'None assigned'}</Fact>
          </Box>
        </Section>
        <LearningSupportSection studentId={record.id} />
      </Box>
      <Section title={`Modules in ${year.label}`}>
        {year.modules.length === 0 ? (
          <Typography variant="body2">No modules are recorded for {year.label}.</Typography>
        ) : (
          <TableContainer tabIndex={0} role="region" aria-label={`Modules in ${year.label}, scrolls sideways`}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell scope="col">Module</TableCell>
                  <TableCell scope="col">Tutor</TableCell>
                  <TableCell scope="col">Outcome</TableCell>
                  <TableCell scope="col" align="right">
                    Mark
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {year.modules.map((m) => (
                  <TableRow key={`${m.moduleCode}-${m.hub}`}>
                    <TableCell component="th" scope="row">
                      {m.moduleTitle}
                      <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                        {m.moduleCode}, {m.credits} credits
                      </Typography>
                    </TableCell>
                    <TableCell>{m.tutor ?? ''}</TableCell>
                    <TableCell>{m.outcome}</TableCell>
                    <TableCell align="right">{m.mark ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Section>
    </Box>
  );
}
