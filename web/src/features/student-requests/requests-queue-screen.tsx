import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate, formatDateTime } from '@collegium/domain/date-format';
import { formatPartnerId } from '@collegium/domain/partner-id';
import {
  REQUEST_STATUSES,
  type RequestQueueItem,
  type RequestQueueList,
  STUDENT_REQUEST_TYPES,
} from '@collegium/domain/student-requests';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ExportButton } from '../../components/list/export-button.tsx';
import { asOptions, FilterSelect, ListControls, SearchBox } from '../../components/list/list-controls.tsx';
import { type ListPaging, ListGrid, RowAction } from '../../components/list/list-grid.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { getConfig } from '../../lib/config.ts';
import { listQuery, useListQuery } from '../../lib/list-query.ts';
import { REQUESTS_KEY } from './api.ts';
import { DecideDialog } from './decide-request-dialog.tsx';

// Issue 5: the registry's queue of student requests (extensions, deferrals, IoS, withdrawals) in
// the shared grid: filtered by kind, status and hub, searched by name or partner id, sorted and
// paged on the server, exported to Excel. Whoever may decide (the list's `abilities.canDecide`)
// opens a pending one from its row to approve or decline it with a note.

const KINDS = ['Extension', ...STUDENT_REQUEST_TYPES] as const;
const DEFAULT_SORT = 'requestedAt';

function requestText(r: RequestQueueItem, dateFormat: string): string {
  const due = r.status === 'Approved' && r.newDueDate ? ` · new due date ${formatDate(r.newDueDate, dateFormat)}` : '';
  return `${r.detail}${due}`;
}

function columns(
  dateFormat: string,
  canDecide: boolean,
  open: (r: RequestQueueItem) => void,
): GridColDef<RequestQueueItem>[] {
  const wrap = { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 1 } as const;
  // Next to the name, so the row's actions show without scrolling on a narrow screen.
  const actions: GridColDef<RequestQueueItem> = {
    field: 'actions',
    headerName: 'Actions',
    width: 110,
    sortable: false,
    renderCell: ({ row, hasFocus }) =>
      row.status === 'Pending' && (
        <Box sx={{ py: 1 }}>
          <RowAction
            hasFocus={hasFocus}
            label={`Decide the ${row.kind} request from ${row.studentName}`}
            onClick={() => open(row)}
          >
            Decide
          </RowAction>
        </Box>
      ),
  };
  return [
    { field: 'kind', headerName: 'Kind', width: 100 },
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
    { field: 'hub', headerName: 'Hub', width: 120 },
    {
      field: 'detail',
      headerName: 'Request',
      flex: 1.5,
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) => <Box sx={wrap}>{requestText(row, dateFormat)}</Box>,
    },
    {
      field: 'status',
      headerName: 'Status',
      flex: 1,
      minWidth: 140,
      renderCell: ({ row }) => <Box sx={wrap}>{row.statusLabel}</Box>,
    },
    {
      field: 'requestedAt',
      headerName: 'Sent',
      width: 140,
      valueFormatter: (v: string) => formatDateTime(v, dateFormat),
    },
  ];
}

export function RequestsQueueScreen() {
  const [filters, setFilters] = useState({ type: '', status: 'Pending', hub: '' });
  const [paging, setPaging] = useState<ListPaging & { search: string }>({
    search: '',
    page: 1,
    pageSize: 25,
    sort: DEFAULT_SORT,
    order: 'desc',
  });
  const [open, setOpen] = useState<RequestQueueItem | null>(null);
  const dateFormat = getConfig().dateFormat;
  const params = { ...filters, ...paging };
  const query = useListQuery<RequestQueueList, typeof params>([...REQUESTS_KEY, 'queue'], 'students/requests', params);
  const canDecide = query.data?.abilities?.canDecide ?? false;
  const onSearch = useCallback((search: string) => setPaging((p) => ({ ...p, search, page: 1 })), []);
  const onHub = useCallback((hub: string) => {
    setFilters((f) => ({ ...f, hub }));
    setPaging((p) => ({ ...p, page: 1 }));
  }, []);
  const filter = (name: 'type' | 'status') => (value: string) => {
    setFilters((f) => ({ ...f, [name]: value }));
    setPaging((p) => ({ ...p, page: 1 }));
  };

  return (
    <>
      <PageHeader
        title="Student requests"
        subtitle="Extensions, deferrals, interruptions of studies and withdrawals asked for by students."
      />
      <ListControls label="Search and filter requests">
        <SearchBox label="Search requests" value={paging.search} onSearch={onSearch} />
        <FilterSelect
          label="Kind"
          value={filters.type}
          allLabel="All kinds"
          options={asOptions(KINDS)}
          onChange={filter('type')}
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          allLabel="All statuses"
          options={asOptions(REQUEST_STATUSES)}
          onChange={filter('status')}
        />
        <SearchBox label="Hub" value={filters.hub} onSearch={onHub} />
        <ExportButton path="students/requests" query={listQuery(params)} />
      </ListControls>
      {query.isError ? (
        <Alert severity="error">{query.error.message}</Alert>
      ) : (
        <ListGrid<RequestQueueItem>
          label="Requests"
          rows={query.data?.items ?? []}
          getRowId={(r) => `${r.kind}-${r.id}`}
          total={query.data?.total ?? 0}
          loading={query.isFetching}
          emptyMessage="No requests match."
          columns={columns(dateFormat, canDecide, setOpen)}
          getRowHeight={() => 'auto'}
          getEstimatedRowHeight={() => 72}
          paging={paging}
          defaultSort={DEFAULT_SORT}
          defaultOrder="desc"
          onPaging={(p) => setPaging((old) => ({ ...old, ...p }))}
        />
      )}
      {open && <DecideDialog item={open} onClose={() => setOpen(null)} />}
    </>
  );
}
