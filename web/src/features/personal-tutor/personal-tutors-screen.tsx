import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import type { AssignTutorsResult, TuteeList, TuteeRow } from '@collegium/domain/personal-tutor';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButton } from '../../components/list/export-button.tsx';
import { FilterSelect, ListControls, SearchBox } from '../../components/list/list-controls.tsx';
import { ListGrid, type ListPaging } from '../../components/list/list-grid.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { api, isApiError } from '../../lib/api-client.ts';
import { listQuery, useListQuery } from '../../lib/list-query.ts';
import { queryClient } from '../../lib/query-client.ts';

// Students → Personal tutors (feature personal-tutor, students:view; issue 20): the students
// and their personal tutors; the registry (students:edit, `abilities.canAssign`) ticks students
// and gives them all one tutor, or none. GET/PUT {api}/students/personal-tutors.

const KEY = ['personal-tutors'] as const;
const PATH = 'students/personal-tutors';
const DEFAULT_SORT = 'name';
const EMPTY: GridRowSelectionModel = { type: 'include', ids: new Set() };

const columns: GridColDef<TuteeRow>[] = [
  { field: 'name', headerName: 'Student', flex: 1, minWidth: 160 },
  { field: 'partnerId', headerName: 'Partner id', width: 100, valueFormatter: (v: number) => formatPartnerId(v) },
  { field: 'programme', headerName: 'Programme', width: 110, valueGetter: (_v, row) => row.programmeCode },
  { field: 'hub', headerName: 'Hub', width: 110, sortable: false },
  { field: 'status', headerName: 'Status', width: 100, sortable: false },
  {
    field: 'tutor',
    headerName: 'Personal tutor',
    flex: 1,
    minWidth: 160,
    valueGetter: (_v, row) => row.tutorName ?? 'None',
  },
];

export function PersonalTutorsScreen() {
  const [params, setParams] = useState({
    search: '',
    tutor: '',
    status: 'active',
    page: 1,
    pageSize: 25,
    sort: DEFAULT_SORT,
    order: 'asc' as 'asc' | 'desc',
  });
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY);
  const [tutorId, setTutorId] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const list = useListQuery<TuteeList, typeof params>(KEY, PATH, params);
  const data = list.data;
  const selected = [...selection.ids].map(Number);
  const assign = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () =>
      (
        await api.put<AssignTutorsResult>(PATH, {
          studentIds: selected,
          tutorId: tutorId === 'none' ? null : Number(tutorId),
        })
      ).data,
    onSuccess: (result) => {
      const name = data?.tutors.find((t) => String(t.id) === tutorId)?.name;
      const who = result.updated === 1 ? '1 student now has' : `${result.updated} students now have`;
      setDone(`${who} ${name ? `${name} as personal tutor` : 'no personal tutor'}.`);
      setSelection(EMPTY);
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  const filter = (change: Partial<typeof params>) => setParams((p) => ({ ...p, ...change, page: 1 }));
  const tutorOptions = (data?.tutors ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  const canAssign = data?.abilities.canAssign ?? false;

  const onSelection = (model: GridRowSelectionModel) => {
    // "Select all" on a server-paged grid means this page's rows.
    if (model.type === 'exclude') {
      const ids = (data?.items ?? []).filter((r) => !model.ids.has(r.studentId)).map((r) => r.studentId as GridRowId);
      setSelection({ type: 'include', ids: new Set([...selection.ids, ...ids]) });
    } else setSelection(model);
  };

  return (
    <>
      <PageHeader
        title="Personal tutors"
        subtitle="Each student's personal tutor on their current engagement."
        actions={<ExportButton path={PATH} query={listQuery(params)} />}
      />
      <ListControls label="Find students">
        <SearchBox
          label="Search by name or partner id"
          value={params.search}
          onSearch={(search) => filter({ search })}
        />
        <FilterSelect
          label="Personal tutor"
          value={params.tutor}
          onChange={(tutor) => filter({ tutor })}
          options={[{ value: 'none', label: 'No tutor yet' }, ...tutorOptions]}
        />
        <FilterSelect
          label="Students"
          value={params.status}
          allLabel={null}
          onChange={(status) => filter({ status })}
          options={[
            { value: 'active', label: 'Current and starting' },
            { value: 'all', label: 'All' },
          ]}
        />
      </ListControls>
      {canAssign && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Assign a tutor
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Typography sx={{ minWidth: 150 }}>
              {selected.length} {selected.length === 1 ? 'student' : 'students'} chosen
            </Typography>
            <TextField
              select
              size="small"
              label="Tutor to assign"
              value={tutorId}
              onChange={(e) => setTutorId(e.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 220 }}
            >
              <option value="">Choose…</option>
              <option value="none">No tutor</option>
              {tutorOptions.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </TextField>
            <Button
              variant="contained"
              disabled={selected.length === 0 || tutorId === '' || assign.isPending}
              onClick={() => {
                setDone(null);
                assign.mutate();
              }}
            >
              Assign to chosen students
            </Button>
          </Box>
          {done && (
            <Alert severity="success" sx={{ mt: 2 }}>
              {done}
            </Alert>
          )}
          {assign.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {isApiError(assign.error)
                ? assign.error.body?.details?.map((d) => d.message).join(' ') || assign.error.message
                : 'The tutors could not be assigned. Please try again.'}
            </Alert>
          )}
        </Paper>
      )}
      {list.isError ? (
        <Alert severity="error">The students could not be loaded. Please try again.</Alert>
      ) : (
        <ListGrid<TuteeRow>
          label="Students and their personal tutors"
          rows={data?.items ?? []}
          total={data?.total ?? 0}
          loading={list.isFetching}
          emptyMessage="No students match."
          columns={columns}
          getRowId={(row) => row.studentId}
          paging={params satisfies ListPaging}
          defaultSort={DEFAULT_SORT}
          onPaging={(p) => setParams((old) => ({ ...old, ...p }))}
          checkboxSelection={canAssign}
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={onSelection}
        />
      )}
    </>
  );
}
