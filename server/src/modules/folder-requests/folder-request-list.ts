import { FOLDER_REQUEST_STATUSES, type FolderRequestQueueItem } from '@collegium/domain/student-finance';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { listViewShape, personIdSearch } from '../../lib/list-view-params.ts';
import { dateCell, type ListView } from '../../lib/list-view.ts';
import { type QueueRow, queueItemOf, queueRows } from './folder-requests.ts';
import { dialectOf } from '../entities/list-repository.ts';

// GET /students/folder-requests (students:view): the registry's queue of requests for a copy of
// the student file, as a ListView (lib/list-view.ts). One status at a time, pending by default,
// oldest first so the registry sends them in turn; search by name or partner id; ?export=excel.

const SORTS = {
  requestedAt: 'r.requested_at',
  name: 'r.person_last_name',
  partnerId: 's.partner_id',
  delivery: 'r.delivery',
  completedAt: 'r.completed_at',
} as const;

export const folderRequestQuery = z.object({
  status: z
    .enum(FOLDER_REQUEST_STATUSES, { error: `Choose a status: ${FOLDER_REQUEST_STATUSES.join(', ')}.` })
    .default('Pending'),
  ...listViewShape(SORTS, 'requestedAt'),
});
export type FolderRequestQuery = z.infer<typeof folderRequestQuery>;

export function folderRequestsView(
  db: Kysely<Database>,
): ListView<FolderRequestQuery, QueueRow, FolderRequestQueueItem> {
  return {
    name: 'folder-requests',
    title: 'Folder requests',
    sorts: SORTS,
    thenBy: { name: 'r.person_first_name' },
    tiebreak: 'r.id',
    rows: (q) => {
      let query = queueRows(db).where('r.status', '=', q.status);
      if (q.search) {
        query = query.where(personIdSearch('p.id', dialectOf(db), q.search));
      }
      return query;
    },
    toRow: queueItemOf,
    columns: [
      { header: 'Partner id', cell: (r) => r.partnerId },
      { header: 'Name', cell: (r) => r.studentName, width: 28 },
      { header: 'Requested', cell: (r) => dateCell(r.requestedAt) },
      { header: 'Delivery', cell: (r) => r.delivery },
      { header: 'Send to', cell: (r) => r.sendTo, width: 36 },
      { header: 'Reason', cell: (r) => r.reason, width: 40 },
      { header: 'Status', cell: (r) => r.status },
      { header: 'Completed', cell: (r) => dateCell(r.completedAt) },
      { header: 'Completed by', cell: (r) => r.completedBy, width: 24 },
      { header: 'Note', cell: (r) => r.decisionNote, width: 40 },
    ],
  };
}
