import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import { useConsentHistory } from '../../components/consents/consent-api.ts';
import { QueryContent } from '../../components/student/query-content.tsx';
import { RecordConsentForm } from './record-consent-form.tsx';

// Issue 17: a contact's consents, per purpose: the current state (from the latest row) and every
// grant and withdrawal, newest first; managers record a new one. History is never edited.

const stateLabel = (given: boolean | null) => (given === null ? 'Not recorded' : given ? 'Given' : 'Withdrawn');

export function ConsentHistoryPanel({ personId }: { personId: string }) {
  const history = useConsentHistory(personId);
  return (
    <QueryContent query={history} what="the consents">
      {(data) => (
        <>
          {data.canRecord && (
            <Paper variant="outlined" component="section" aria-labelledby="record-consent" sx={{ p: 2, mb: 2 }}>
              <Typography id="record-consent" component="h2" variant="h6">
                Record a grant / withdrawal
              </Typography>
              <RecordConsentForm personId={personId} purposes={data.purposes.map((p) => p.purpose)} />
            </Paper>
          )}
          {data.purposes.map((p, i) => (
            <Paper
              key={p.purpose}
              variant="outlined"
              component="section"
              aria-labelledby={`consent-${i}`}
              // Scrolls sideways on a phone: reachable by keyboard too.
              tabIndex={0}
              sx={{ p: 2, mb: 2, overflowX: 'auto' }}
            >
              <Typography id={`consent-${i}`} component="h2" variant="h6">
                {p.purpose}{' '}
                <Chip
                  size="small"
                  variant="outlined"
                  label={stateLabel(p.given)}
                  color={p.given ? 'success' : p.given === false ? 'error' : 'default'}
                />
              </Typography>
              {p.entries.length === 0 ? (
                <Typography variant="body2">Nothing recorded.</Typography>
              ) : (
                <Table size="small" aria-label={`${p.purpose} history`}>
                  <TableHead>
                    <TableRow>
                      <TableCell>On</TableCell>
                      <TableCell>Grant or withdrawal</TableCell>
                      <TableCell>Method</TableCell>
                      <TableCell>Wording</TableCell>
                      <TableCell>Evidence</TableCell>
                      <TableCell>Recorded by</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {p.entries.map((e) => (
                      <TableRow key={e.id}>
                        <TableCell>{e.on ? formatDate(e.on) : ''}</TableCell>
                        <TableCell>{e.given ? 'Given' : 'Withdrawn'}</TableCell>
                        <TableCell>{e.method ?? ''}</TableCell>
                        <TableCell>{e.wordingVersion ?? ''}</TableCell>
                        <TableCell>{e.evidence ?? ''}</TableCell>
                        <TableCell>{e.recordedBy ?? ''}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Paper>
          ))}
        </>
      )}
    </QueryContent>
  );
}
