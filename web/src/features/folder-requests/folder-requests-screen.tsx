import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDateTime } from '@collegium/domain/date-format';
import { formatPartnerId } from '@collegium/domain/partner-id';
import {
  FOLDER_REQUEST_STATUSES,
  type FolderRequestQueueItem,
  type FolderRequestQueueList,
} from '@collegium/domain/student-finance';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ExportButton } from '../../components/list/export-button.tsx';
import { asOptions, FilterSelect, ListControls, SearchBox } from '../../components/list/list-controls.tsx';
import { type ListPaging, ListGrid, RowAction } from '../../components/list/list-grid.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { StatusChip } from '../../components/ui/status-chip.tsx';
import { getConfig } from '../../lib/config.ts';
import { listQuery, useListQuery } from '../../lib/list-query.ts';
import { type Decision, DecideDialog, FOLDER_REQUESTS_KEY } from './decide-dialog.tsx';

// Students → Folder requests: students ask for a copy of their student file (spec 7.3
// folder-request, as a subject access request would). The registry's list of one status, oldest
// first, in the shared grid (searched, sorted and paged on the server, exported to Excel); whoever
// may decide (the list's `abilities.canDecide`) marks a pending one sent or declines it with a
// reason the student reads, from the row.

const DEFAULT_SORT = 'requestedAt';
const COLOUR = { Pending: 'info', Sent: 'success', Declined: 'danger' } as const;

type Open = { item: FolderRequestQueueItem; decision: Decision };

const deliveryText = (r: FolderRequestQueueItem) => `${r.delivery === 'Email' ? 'E-mail to' : 'Post to'} ${r.sendTo}`;

function outcomeText(r: FolderRequestQueueItem, dateFormat: string): string {
  if (!r.completedAt) return '';
  const by = r.completedBy ? ` by ${r.completedBy}` : '';
  return `${r.status} ${formatDateTime(r.completedAt, dateFormat)}${by}${r.decisionNote ? `: ${r.decisionNote}` : ''}`;
}

function columns(
  dateFormat: string,
  canDecide: boolean,
  open: (o: Open) => void,
): GridColDef<FolderRequestQueueItem>[] {
  const wrap = { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 1 } as const;
  // Next to the name, so the row's actions show without scrolling on a narrow screen.
  const actions: GridColDef<FolderRequestQueueItem> = {
    field: 'actions',
    headerName: 'Actions',
    width: 190,
    sortable: false,
    renderCell: ({ row, hasFocus }) =>
      row.status === 'Pending' && (
        <Box sx={{ display: 'flex', gap: 1, py: 1 }}>
          <RowAction
            hasFocus={hasFocus}
            label={`Mark the copy for ${row.studentName} sent`}
            onClick={() => open({ item: row, decision: 'Sent' })}
          >
            Mark sent
          </RowAction>
          <RowAction
            hasFocus={hasFocus}
            color="error"
            label={`Decline the request from ${row.studentName}`}
            onClick={() => open({ item: row, decision: 'Declined' })}
          >
            Decline
          </RowAction>
        </Box>
      ),
  };
  return [
    {
      field: 'name',
      headerName: 'Student',
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/students/${row.studentId}`} sx={{ fontWeight: 600 }}>
          {row.studentName}
        </Link>
      ),
    },
    ...(canDecide ? [actions] : []),
    { field: 'partnerId', headerName: 'Partner id', width: 100, valueFormatter: (v: number) => formatPartnerId(v) },
    {
      field: 'requestedAt',
      headerName: 'Asked',
      width: 140,
      valueFormatter: (v: string) => formatDateTime(v, dateFormat),
    },
    {
      field: 'delivery',
      headerName: 'Send by',
      flex: 1,
      minWidth: 180,
      valueGetter: (_v, row) => deliveryText(row),
      renderCell: ({ value }) => <Box sx={wrap}>{value as string}</Box>,
    },
    {
      field: 'reason',
      headerName: 'Reason',
      flex: 1.5,
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) => <Box sx={{ ...wrap, whiteSpace: 'pre-wrap' }}>{row.reason}</Box>,
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => <StatusChip label={row.status} colour={COLOUR[row.status]} />,
    },
    {
      field: 'completedAt',
      headerName: 'Outcome',
      flex: 1,
      minWidth: 200,
      valueGetter: (_v, row) => row.completedAt,
      renderCell: ({ row }) => <Box sx={wrap}>{outcomeText(row, dateFormat)}</Box>,
    },
  ];
}

export function FolderRequestsScreen() {
  const [status, setStatus] = useState<string>('Pending');
  const [paging, setPaging] = useState<ListPaging & { search: string }>({
    search: '',
    page: 1,
    pageSize: 25,
    sort: DEFAULT_SORT,
    order: 'asc',
  });
  const [open, setOpen] = useState<Open | null>(null);
  const dateFormat = getConfig().dateFormat;
  const params = { status, ...paging };
  const query = useListQuery<FolderRequestQueueList, typeof params>(
    [...FOLDER_REQUESTS_KEY, 'list'],
    'students/folder-requests',
    params,
  );
  const canDecide = query.data?.abilities?.canDecide ?? false;
  const onSearch = useCallback((search: string) => setPaging((p) => ({ ...p, search, page: 1 })), []);

  return (
    <>
      <PageHeader title="Folder requests" subtitle="Students asking for a copy of their student file, oldest first." />
      <ListControls label="Search and filter folder requests">
        <SearchBox label="Search folder requests" value={paging.search} onSearch={onSearch} />
        <FilterSelect
          label="Status"
          value={status}
          allLabel={null}
          options={asOptions(FOLDER_REQUEST_STATUSES)}
          onChange={(v) => {
            setStatus(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <ExportButton path="students/folder-requests" query={listQuery(params)} />
      </ListControls>
      {query.isError ? (
        <Alert severity="error">{query.error.message}</Alert>
      ) : (
        <ListGrid<FolderRequestQueueItem>
          label="Folder requests"
          rows={query.data?.items ?? []}
          total={query.data?.total ?? 0}
          loading={query.isFetching}
          emptyMessage={`No ${status.toLowerCase()} requests.`}
          columns={columns(dateFormat, canDecide, setOpen)}
          getRowHeight={() => 'auto'}
          getEstimatedRowHeight={() => 72}
          paging={paging}
          defaultSort={DEFAULT_SORT}
          onPaging={(p) => setPaging((old) => ({ ...old, ...p }))}
        />
      )}
      {open && <DecideDialog item={open.item} decision={open.decision} onClose={() => setOpen(null)} />}
    </>
  );
}
