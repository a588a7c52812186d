import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@collegium/domain/date-format';
import type { PrivacyPerson, SubjectAccessExport } from '@collegium/domain/privacy';
import type { StatusColour } from '@collegium/domain/status-colour';
import { useState } from 'react';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { downloadExport, useRequestExport } from '../api/privacy.ts';
import { AnonymiseDialog } from './anonymise-dialog.tsx';

// One person on the privacy screen: who they are, the roles they have had, what is held about
// them, their subject-access exports (made by a job; downloaded when ready) and anonymisation.

const EXPORT_STATUS: Record<SubjectAccessExport['status'], [string, StatusColour | undefined]> = {
  queued: ['Being prepared', 'info'],
  done: ['Ready', 'success'],
  failed: ['Failed', 'danger'],
};

const tableLabel = (t: string) => t.replace(/_/g, ' ');

function Exports({ person }: { person: PrivacyPerson }) {
  const request = useRequestExport(person.id);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-labelledby="privacy-exports-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', mb: 1 }}>
        <Typography id="privacy-exports-title" variant="h6" component="h3">
          Subject access exports
        </Typography>
        <Button variant="contained" onClick={() => request.mutate()} disabled={request.isPending}>
          Produce export
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        One zip of everything held about the person (a JSON file per kind of record, and their files). It is prepared in
        the background; each request and download is audited.
      </Typography>
      {request.error && isApiError(request.error) && <Alert severity="error">{request.error.message}</Alert>}
      {downloadError && <Alert severity="error">{downloadError}</Alert>}
      {person.exports.length === 0 ? (
        <Typography variant="body2">No export has been made.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Subject access exports">
            <TableHead>
              <TableRow>
                <TableCell>Asked</TableCell>
                <TableCell>By</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Download
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {person.exports.map((e) => {
                const [label, colour] = EXPORT_STATUS[e.status];
                return (
                  <TableRow key={e.id}>
                    <TableCell>{formatDateTime(e.createdAt)}</TableCell>
                    <TableCell>
                      {e.requestedBy ?? '—'}
                      {e.viaFolderRequest ? ' (folder request)' : ''}
                    </TableCell>
                    <TableCell>
                      <StatusChip label={label} colour={colour} />
                    </TableCell>
                    <TableCell>
                      {e.hasFile && (
                        <Button
                          size="small"
                          onClick={() => {
                            setDownloadError(null);
                            downloadExport(e.id).catch((err: unknown) =>
                              setDownloadError(err instanceof Error ? err.message : 'The download failed.'),
                            );
                          }}
                        >
                          Download zip
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}

export function PersonPanel({ person }: { person: PrivacyPerson }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Box component="section" aria-labelledby="privacy-person-title">
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography id="privacy-person-title" variant="h5" component="h2">
          {person.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Record {person.id}
          {person.email ? ` · ${person.email}` : ''}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }} aria-label="Roles">
          {person.roles.map((r) => (
            <Chip key={r} label={r} size="small" />
          ))}
        </Box>
        <Typography variant="subtitle2" component="h3">
          What is held
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {person.held.map((h) => `${tableLabel(h.table)} (${h.rows})`).join(', ') || 'Nothing beyond the name.'}
        </Typography>
        {person.anonymisedAt ? (
          <Alert severity="info">Anonymised on {formatDateTime(person.anonymisedAt)}.</Alert>
        ) : (
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            Anonymise…
          </Button>
        )}
      </Paper>
      <Exports person={person} />
      {confirming && <AnonymiseDialog person={person} onClose={() => setConfirming(false)} />}
    </Box>
  );
}
