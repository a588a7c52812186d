import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { AwardList, AwardRow, Badge } from '@collegium/domain/badges';
import { formatDate } from '@collegium/domain/date-format';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButton } from '../../components/list/export-button.tsx';
import { FilterSelect, ListControls, SearchBox } from '../../components/list/list-controls.tsx';
import { ListGrid, type ListPaging } from '../../components/list/list-grid.tsx';
import { api } from '../../lib/api-client.ts';
import { getConfig } from '../../lib/config.ts';
import { listQuery, useListQuery } from '../../lib/list-query.ts';
import { queryClient } from '../../lib/query-client.ts';

// The badges report (feature badges): every award with its student, filtered by badge and
// searched by name or partner id, newest first; Excel export; with canManage an award can be
// taken back. GET {api}/badges/awards, DELETE {api}/badges/awards/{id}.

export const BADGES_KEY = ['badges'] as const;
const PATH = 'badges/awards';
const DEFAULT_SORT = 'awardedOn';

function columns(dateFormat: string, revoke: ((row: AwardRow) => void) | null): GridColDef<AwardRow>[] {
  const cols: GridColDef<AwardRow>[] = [
    { field: 'badge', headerName: 'Badge', flex: 1, minWidth: 160 },
    { field: 'name', headerName: 'Student', flex: 1, minWidth: 150, valueGetter: (_v, row) => row.studentName },
    { field: 'partnerId', headerName: 'Partner id', width: 100, valueFormatter: (v: number) => formatPartnerId(v) },
    {
      field: 'awardedOn',
      headerName: 'Awarded',
      width: 110,
      valueFormatter: (v: string) => formatDate(v, dateFormat),
    },
    { field: 'awardedBy', headerName: 'By', width: 140, sortable: false },
    { field: 'note', headerName: 'Note', flex: 1, minWidth: 140, sortable: false },
  ];
  if (revoke)
    cols.push({
      field: 'actions',
      headerName: 'Take back',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          color="error"
          onClick={() => revoke(row)}
          aria-label={`Take back ${row.badge} from ${row.studentName}`}
        >
          Take back
        </Button>
      ),
    });
  return cols;
}

export function BadgeReport({ badges, canManage }: { badges: readonly Badge[]; canManage: boolean }) {
  const [params, setParams] = useState({
    badge: '',
    search: '',
    page: 1,
    pageSize: 25,
    sort: DEFAULT_SORT,
    order: 'desc' as 'asc' | 'desc',
  });
  const list = useListQuery<AwardList, typeof params>([...BADGES_KEY, 'awards'], PATH, params);
  const revoke = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (id: number) => api.delete<null>(`badges/awards/${id}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: BADGES_KEY }),
  });
  const filter = (change: Partial<typeof params>) => setParams((p) => ({ ...p, ...change, page: 1 }));
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Awards
      </Typography>
      <ListControls label="Find awards">
        <SearchBox
          label="Search by name or partner id"
          value={params.search}
          onSearch={(search) => filter({ search })}
        />
        <FilterSelect
          label="Badge"
          value={params.badge}
          onChange={(badge) => filter({ badge })}
          options={badges.map((b) => ({ value: String(b.id), label: b.name }))}
        />
        <ExportButton path={PATH} query={listQuery(params)} />
      </ListControls>
      {revoke.error && <Alert severity="error">{revoke.error.message}</Alert>}
      {list.isError ? (
        <Alert severity="error">The awards could not be loaded. Please try again.</Alert>
      ) : (
        <ListGrid<AwardRow>
          label="Badge awards"
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          emptyMessage="No awards match."
          columns={columns(getConfig().dateFormat, canManage ? (row) => revoke.mutate(row.id) : null)}
          paging={params satisfies ListPaging}
          defaultSort={DEFAULT_SORT}
          defaultOrder="desc"
          onPaging={(p) => setParams((old) => ({ ...old, ...p }))}
        />
      )}
    </>
  );
}
