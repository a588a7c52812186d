import Download from '@mui/icons-material/Download';
import { formatDate } from '@collegium/domain/date-format';
import { formatFileSize } from '@collegium/domain/student-files';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState } from '../ui/empty-state.tsx';
import { getConfig } from '../../lib/config.ts';
import { handleApiError } from '../../lib/error-handler.ts';
import type { ReviewEvidence, ReviewRecord as ApplicationReview } from '@collegium/domain/application-review';
import { downloadEvidence } from '../../lib/api/application-review.ts';

// The evidence files (spec 3, 9), from the applicant or their diocese, each to download (for
// readers who may: the flexible-study coordinator sees the list only).

export function EvidencePanel({ record, canDownload = true }: { record: ApplicationReview; canDownload?: boolean }) {
  const [downloading, setDownloading] = useState<number | null>(null);
  if (record.evidence.length === 0) return <EmptyState title="No evidence has been uploaded yet." />;

  const download = async (evidence: ReviewEvidence) => {
    setDownloading(evidence.id);
    try {
      await downloadEvidence(record.id, evidence);
    } catch (error) {
      handleApiError(error);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {record.evidence.map((e) => (
        <Paper
          component="li"
          key={e.id}
          variant="outlined"
          sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              {e.type}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {`${e.fileName} · ${formatFileSize(e.size)} · from the ${e.source === 'Diocese' ? 'diocese' : 'applicant'} · ${formatDate(e.createdAt, getConfig().dateFormat)}`}
            </Typography>
          </Box>
          {canDownload && (
            <IconButton
              aria-label={`Download ${e.type}: ${e.fileName}`}
              onClick={() => void download(e)}
              disabled={downloading === e.id}
            >
              <Download />
            </IconButton>
          )}
        </Paper>
      ))}
    </Box>
  );
}
