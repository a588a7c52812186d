import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@collegium/domain/date-format';
import type { PrivacyPerson, SubjectAccessExport } from '@collegium/domain/privacy';
import type { StatusColour } from '@collegium/domain/status-colour';
import { useState } from 'react';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
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
        <Box component="ul" aria-label="Exports" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {person.exports.map((e) => {
            const [label, colour] = EXPORT_STATUS[e.status];
            return (
              <Box
                component="li"
                key={e.id}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 1.5,
                  py: 1,
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                  <Typography variant="body2">Asked {formatDateTime(e.createdAt)}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    by {e.requestedBy ?? 'the system'}
                    {e.viaFolderRequest ? ', through the student’s folder request' : ''}
                  </Typography>
                </Box>
                <StatusChip label={label} colour={colour} />
                {e.hasFile && (
                  <Button
                    size="small"
                    variant="outlined"
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
              </Box>
            );
          })}
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
