import { api } from '../../../lib/api-client.ts';
import type { DownloadProgress, Query } from '../../../lib/api-client.ts';

// spec 7.2, docs/api-contract.md: GET {entity}?export=excel with the list's filters, and
// POST {entity}/export/custom?export=excel {fields}. Both save under the server's filename.

export function exportToExcel(entity: string, query: Query, onProgress?: DownloadProgress): Promise<string> {
  return api.download(`${entity}?export=excel`, { query, ...(onProgress ? { onProgress } : {}) });
}

export function exportCustom(
  entity: string,
  fields: readonly string[],
  query: Query,
  onProgress?: DownloadProgress,
): Promise<string> {
  return api.download(`${entity}/export/custom?export=excel`, {
    method: 'POST',
    body: { fields },
    query,
    ...(onProgress ? { onProgress } : {}),
  });
}
