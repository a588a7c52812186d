import { useCallback, useState } from 'react';
import type { DownloadProgress } from '../lib/api-client.ts';
import { handleApiError } from '../lib/error-handler.ts';
import { useSnackbarStore } from '../lib/snackbar-store.ts';

// A download with its progress (bytes received of the announced size, when there is one).

export interface DownloadState {
  active: boolean;
  received: number;
  total: number | null;
}

const IDLE: DownloadState = { active: false, received: 0, total: null };

export function useDownload() {
  const [state, setState] = useState<DownloadState>(IDLE);
  const notify = useSnackbarStore((s) => s.notify);
  const run = useCallback(
    async (start: (onProgress: DownloadProgress) => Promise<string>): Promise<boolean> => {
      setState({ active: true, received: 0, total: null });
      try {
        const filename = await start((received, total) => setState({ active: true, received, total }));
        notify(`Downloaded ${filename}.`, { type: 'success' });
        return true;
      } catch (error) {
        handleApiError(error);
        return false;
      } finally {
        setState(IDLE);
      }
    },
    [notify],
  );
  return { ...state, run };
}

/** '12.3 KB', '1.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
