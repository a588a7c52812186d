import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { api, type Query } from '../../lib/api-client.ts';
import { handleApiError } from '../../lib/error-handler.ts';
import { useSnackbarStore } from '../../lib/snackbar-store.ts';

// The Excel export of a read-model list (server lib/list-view.ts): GET {path}?export=excel with
// the list's current filters, search and sort, saved under the name the server gives.

export function ExportButton({
  path,
  query,
  label = 'Export to Excel',
}: {
  path: string;
  query: Query;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const notify = useSnackbarStore((s) => s.notify);
  const run = async () => {
    setBusy(true);
    try {
      // Paging does not apply to an export.
      const { page: _page, pageSize: _size, ...rest } = query;
      const filename = await api.download(`${path}?export=excel`, { query: rest });
      notify(`Downloaded ${filename}.`, { type: 'success' });
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<FileDownloadIcon />}
      onClick={() => void run()}
      disabled={busy}
      sx={{ alignSelf: 'center' }}
    >
      {busy ? 'Exporting…' : label}
    </Button>
  );
}
