import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import { formatFileSize } from '@collegium/domain/student-files';
import { useState } from 'react';
import { getConfig } from '../../../lib/config.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import { DeleteRecordDialog } from '../../../components/entity/delete-record-dialog.tsx';
import type { StudentDocument } from '@collegium/domain/student-documents';
import { downloadDocument, useDeleteDocument, useStudentDocuments } from './api/student-documents.ts';
import { UploadDocumentForm } from './upload-document-form.tsx';

/** The Documents tab of the student record page: the documents kept on the record, newest first. */
export function DocumentsTab({ studentId }: { studentId: number }) {
  const documents = useStudentDocuments(studentId);
  const remove = useDeleteDocument(studentId);
  const notify = useSnackbarStore((s) => s.notify);
  const [deleting, setDeleting] = useState<StudentDocument | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const data = documents.data;

  const download = async (doc: StudentDocument) => {
    setDownloading(doc.id);
    try {
      await downloadDocument(studentId, doc);
    } catch (error) {
      handleApiError(error);
    } finally {
      setDownloading(null);
    }
  };

  if (documents.isError) return <Alert severity="error">The documents could not be loaded. Please try again.</Alert>;
  if (!data) return <Typography sx={{ py: 2 }}>Loading, please wait ...</Typography>;

  return (
    <Box>
      {data.abilities.upload && <UploadDocumentForm studentId={studentId} />}
      {data.items.length === 0 ? (
        <Typography sx={{ py: 2 }}>No documents are kept on this record yet.</Typography>
      ) : (
        <Box component="ul" aria-label="Documents" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {data.items.map((doc) => (
            <Paper
              component="li"
              key={doc.id}
              variant="outlined"
              sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
              data-testid="student-document"
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{doc.title}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {doc.category} · {doc.filename} · {formatFileSize(doc.size)} · added{' '}
                  {formatDate(doc.uploadedAt, getConfig().dateFormat)}
                  {doc.uploadedBy ? ` by ${doc.uploadedBy}` : ''}
                </Typography>
              </Box>
              <Tooltip title="Download">
                <span>
                  <IconButton
                    aria-label={`Download ${doc.title}`}
                    onClick={() => void download(doc)}
                    disabled={downloading === doc.id}
                  >
                    <Download />
                  </IconButton>
                </span>
              </Tooltip>
              {data.abilities.delete && (
                <Tooltip title="Delete">
                  <IconButton aria-label={`Delete ${doc.title}`} onClick={() => setDeleting(doc)}>
                    <DeleteOutline />
                  </IconButton>
                </Tooltip>
              )}
            </Paper>
          ))}
        </Box>
      )}
      <DeleteRecordDialog
        open={deleting !== null}
        title={deleting ? `“${deleting.title}”` : ''}
        pending={remove.isPending}
        refusal={remove.error ? remove.error.message : null}
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify(`“${deleting.title}” has been deleted.`);
              setDeleting(null);
            },
          });
        }}
      />
    </Box>
  );
}
