import { ExportButton } from '../../../components/list/export-button.tsx';
import { listQuery } from '../../../lib/list-query.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { academicYear, academicYearOf } from '@collegium/domain/academic-year';
import { formatDate, formatDateTime } from '@collegium/domain/date-format';
import { ENROLMENT_SESSION_STATUSES } from '@collegium/domain/engagement-statuses';
import { engagementStatusColour } from '@collegium/domain/engagement-status-colour';
import { enrolmentRefusal } from '@collegium/domain/enrolment';
import { formatPartnerId } from '@collegium/domain/partner-id';
import type { GridColDef, GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getConfig } from '../../../lib/config.ts';
import { useProgrammeCodes } from '../../../lib/lookups.ts';
import { useEnrolSessions } from '../api/enrol-sessions.ts';
import type { EnrolmentRow } from '@collegium/domain/enrolment-list';
import { type EnrolmentParams, useEnrolment } from '../api/get-enrolment.ts';
import { useUpcomingIntakes } from '../api/get-upcoming-intakes.ts';
import { EnrolDialog } from './enrol-dialog.tsx';
import { asOptions, FilterSelect, ListControls, SearchBox } from '../../../components/list/list-controls.tsx';
import { type ListPaging, ListGrid } from '../../../components/list/list-grid.tsx';

// spec 2.4 enrolment (students:enrolment): the enrolment status of each student's session for a
// chosen academic year; sessions are chosen with checkboxes and marked enrolled together.

const DEFAULT_SORT = 'name';
const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

const ENROLLED_OPTIONS = [
  { value: 'false', label: 'Not yet enrolled' },
  { value: 'true', label: 'Enrolled' },
];

const canEnrol = (row: EnrolmentRow) =>
  enrolmentRefusal({
    sessionStatus: row.status,
    enrolledAt: row.enrolledAt,
    engagementStatus: row.engagementStatus,
  }) === null;

function columns(dateFormat: string): GridColDef<EnrolmentRow>[] {
  return [
    { field: 'partnerId', headerName: 'Partner id', width: 100, valueFormatter: (v: number) => formatPartnerId(v) },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
    { field: 'programme', headerName: 'Programme', width: 105 },
    { field: 'level', headerName: 'Level', width: 70 },
    { field: 'hub', headerName: 'Hub', width: 120 },
    {
      field: 'engagementStatus',
      headerName: 'Engagement',
      width: 130,
      renderCell: ({ row }) => (
        <StatusChip label={row.engagementStatus} colour={engagementStatusColour(row.engagementStatus)} />
      ),
    },
    {
      field: 'status',
      headerName: 'Session',
      width: 110,
      renderCell: ({ row }) => <StatusChip label={row.status} colour={engagementStatusColour(row.status)} />,
    },
    {
      field: 'startIntake',
      headerName: 'Intake',
      width: 110,
      valueFormatter: (v: string) => formatDate(v, dateFormat),
    },
    {
      field: 'enrolledAt',
      headerName: 'Enrolled',
      width: 200,
      renderCell: ({ row }) =>
        row.enrolledAt
          ? `${formatDateTime(row.enrolledAt, dateFormat)}${row.enrolledBy ? ` · ${row.enrolledBy.name}` : ''}`
          : 'Not yet',
    },
  ];
}

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, minWidth: 150, flex: { xs: '1 1 40%', sm: '0 0 auto' } }}>
      <Typography variant="h5" component="p">
        {value === undefined ? '–' : value.toLocaleString('en-GB')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
    </Paper>
  );
}

/** What the dialog says when the server refuses: all or nothing, so nothing was written. */
function refusalOf(error: Error): { message: string; lines: string[] } {
  if (!isApiError(error)) return { message: 'The sessions could not be marked enrolled. Please try again.', lines: [] };
  const details = error.body?.details ?? [];
  if (error.status === 422 && details.length > 0) {
    return {
      message: 'Nothing was marked enrolled. Take these out of the selection and try again:',
      lines: details.map((d) => d.message),
    };
  }
  return { message: error.message, lines: [] };
}

export function EnrolmentScreen() {
  const programmes = useProgrammeCodes(true);
  const dateFormat = getConfig().dateFormat;
  const [params, setParams] = useState<EnrolmentParams>({
    academicYear: null,
    intake: '',
    status: '',
    enrolled: '',
    hub: '',
    programme: '',
    search: '',
    page: 1,
    pageSize: 25,
    sort: DEFAULT_SORT,
    order: 'asc',
  });
  const list = useEnrolment(params);
  const intakes = useUpcomingIntakes();
  const enrol = useEnrolSessions();
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const data = list.data;
  const year = data?.academicYear ?? params.academicYear ?? academicYearOf(new Date());
  const selected = [...selection.ids].map(Number);

  const filter = useCallback((change: Partial<EnrolmentParams>) => {
    setParams((p) => ({ ...p, ...change, page: 1 }));
    setSelection(EMPTY_SELECTION);
  }, []);
  const onSearch = useCallback((search: string) => filter({ search }), [filter]);

  const yearOptions = useMemo(() => {
    const years = new Set([academicYearOf(new Date()), year, ...(data?.academicYears ?? [])]);
    return [...years].sort((a, b) => b - a).map((y) => ({ value: String(y), label: academicYear(y) }));
  }, [data?.academicYears, year]);
  const intakeOptions = Object.entries(intakes.data ?? {}).map(([date, programmes]) => ({
    value: date,
    label: `${formatDate(date, dateFormat)}${programmes.length > 0 ? ` (${programmes.join(', ')})` : ''}`,
  }));

  const refusal = enrol.error ? refusalOf(enrol.error) : null;

  function confirm() {
    enrol.mutate(selected, {
      onSuccess: (result) => {
        setConfirming(false);
        setSelection(EMPTY_SELECTION);
        const sessions = result.enrolled === 1 ? '1 session' : `${result.enrolled} sessions`;
        const started =
          result.started === 0
            ? ''
            : result.started === 1
              ? ' 1 student started and is now Current.'
              : ` ${result.started} students started and are now Current.`;
        setDone(`${sessions} marked enrolled for ${academicYear(year)}.${started}`);
      },
    });
  }

  function onSelection(model: GridRowSelectionModel) {
    // "Select all" on a server-paged grid means this page's rows that can be enrolled.
    if (model.type === 'exclude') {
      const ids = (data?.items ?? [])
        .filter((r) => canEnrol(r) && !model.ids.has(r.sessionId))
        .map((r) => r.sessionId as GridRowId);
      setSelection({ type: 'include', ids: new Set([...selection.ids, ...ids]) });
    } else setSelection(model);
  }

  return (
    <>
      <PageHeader
        title="Enrolment"
        subtitle={`Academic year ${academicYear(year)}`}
        actions={
          <AppButton
            disabled={selected.length === 0}
            onClick={() => {
              enrol.reset();
              setDone(null);
              setConfirming(true);
            }}
          >
            Mark enrolled{selected.length > 0 ? ` (${selected.length})` : ''}
          </AppButton>
        }
      />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
        aria-label={`Sessions of ${academicYear(year)}`}
        role="group"
      >
        <Count label="Enrolled" value={data?.counts.enrolled} />
        <Count label="Not yet enrolled" value={data?.counts.notEnrolled} />
      </Box>
      {done && (
        <Alert severity="success" onClose={() => setDone(null)} sx={{ mb: 2 }} role="status">
          {done}
        </Alert>
      )}
      <ListControls label="Search and filter sessions">
        <SearchBox label="Search students" value={params.search} onSearch={onSearch} />
        <FilterSelect
          label="Academic year"
          value={String(year)}
          allLabel={null}
          options={yearOptions}
          onChange={(v) => filter({ academicYear: Number(v) })}
        />
        <FilterSelect
          label="Intake"
          value={params.intake}
          allLabel="All intakes"
          options={intakeOptions}
          onChange={(intake) => filter({ intake })}
        />
        <FilterSelect
          label="Session status"
          value={params.status}
          options={asOptions(ENROLMENT_SESSION_STATUSES)}
          onChange={(status) => filter({ status })}
        />
        <FilterSelect
          label="Enrolled"
          value={params.enrolled}
          options={ENROLLED_OPTIONS}
          onChange={(v) => filter({ enrolled: v as EnrolmentParams['enrolled'] })}
        />
        <FilterSelect
          label="Hub"
          value={params.hub}
          options={asOptions(data?.hubs ?? [])}
          onChange={(hub) => filter({ hub })}
        />
        <FilterSelect
          label="Programme"
          value={params.programme}
          options={asOptions(programmes)}
          onChange={(programme) => filter({ programme })}
        />
        <ExportButton path="students/enrolment" query={listQuery(params)} />
      </ListControls>
      {list.isError ? (
        <Alert severity="error">
          {isApiError(list.error) ? list.error.message : 'The sessions could not be loaded. Please try again.'}
        </Alert>
      ) : (
        <ListGrid<EnrolmentRow>
          label={`Sessions of ${academicYear(year)}`}
          rows={data?.items ?? []}
          total={data?.total ?? 0}
          loading={list.isFetching}
          emptyMessage={`No sessions of ${academicYear(year)} match.`}
          columns={columns(dateFormat)}
          getRowId={(row) => row.sessionId}
          paging={params satisfies ListPaging}
          defaultSort={DEFAULT_SORT}
          onPaging={(p) => setParams((old) => ({ ...old, ...p }))}
          checkboxSelection
          keepNonExistentRowsSelected
          isRowSelectable={({ row }) => canEnrol(row)}
          rowSelectionModel={selection}
          onRowSelectionModelChange={onSelection}
        />
      )}
      <EnrolDialog
        open={confirming}
        count={selected.length}
        year={academicYear(year)}
        busy={enrol.isPending}
        error={refusal}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
