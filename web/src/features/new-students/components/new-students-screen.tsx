import { ExportButton } from '../../../components/list/export-button.tsx';
import { listQuery } from '../../../lib/list-query.ts';
import Alert from '@mui/material/Alert';
import { formatDate } from '@collegium/domain/date-format';
import { FUTURE_ENGAGEMENT_STATUSES } from '@collegium/domain/engagement-statuses';
import { engagementStatusColour } from '@collegium/domain/engagement-status-colour';
import { formatPartnerId } from '@collegium/domain/partner-id';
import type { NewStudentRow } from '@collegium/domain/new-students';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getConfig } from '../../../lib/config.ts';
import { useProgrammeCodes } from '../../../lib/lookups.ts';
import { asOptions, FilterSelect, ListControls, SearchBox } from '../../../components/list/list-controls.tsx';
import { ListGrid } from '../../../components/list/list-grid.tsx';
import { type NewStudentsParams, useNewStudents } from '../api/get-new-students.ts';

// spec 2.4 `new` (students:recruitment): the students starting at the next intake (the first not
// before today, UTC), or at another upcoming intake chosen here.

const DEFAULT_SORT = 'name';

function columns(): GridColDef<NewStudentRow>[] {
  return [
    { field: 'partnerId', headerName: 'Partner id', width: 100, valueFormatter: (v: number) => formatPartnerId(v) },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
    { field: 'programme', headerName: 'Programme', width: 105 },
    { field: 'level', headerName: 'Level', width: 70 },
    { field: 'pace', headerName: 'Pace', width: 80 },
    { field: 'hub', headerName: 'Hub', width: 120 },
    {
      field: 'status',
      headerName: 'Status',
      width: 120,
      renderCell: ({ row }) => <StatusChip label={row.status} colour={engagementStatusColour(row.status)} />,
    },
    { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 200, sortable: false },
  ];
}

export function NewStudentsScreen() {
  const programmes = useProgrammeCodes(true);
  const dateFormat = getConfig().dateFormat;
  const navigate = useNavigate();
  const [params, setParams] = useState<NewStudentsParams>({
    intake: '',
    hub: '',
    programme: '',
    status: '',
    search: '',
    page: 1,
    pageSize: 25,
    sort: DEFAULT_SORT,
    order: 'asc',
  });
  const list = useNewStudents(params);
  const data = list.data;
  const canOpen = data?.abilities.canView ?? false;
  const filter = useCallback(
    (change: Partial<NewStudentsParams>) => setParams((p) => ({ ...p, ...change, page: 1 })),
    [],
  );
  const onSearch = useCallback((search: string) => filter({ search }), [filter]);

  const intakeOptions = (data?.intakes ?? []).map((date, i) => ({
    value: date,
    label: `${formatDate(date, dateFormat)}${i === 0 ? ' (next)' : ''}`,
  }));
  const subtitle = data
    ? data.intake
      ? `Starting at the intake of ${formatDate(data.intake, dateFormat)}`
      : 'No intake is planned'
    : ' ';

  return (
    <>
      <PageHeader title="New students" subtitle={subtitle} />
      {data && data.intake === null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          There is no intake from today on in the intakes map, so no students are starting.
        </Alert>
      )}
      <ListControls label="Search and filter new students">
        <SearchBox label="Search students" value={params.search} onSearch={onSearch} />
        <FilterSelect
          label="Intake"
          value={params.intake || data?.intake || ''}
          allLabel={null}
          options={intakeOptions}
          onChange={(intake) => filter({ intake, hub: '' })}
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
        <FilterSelect
          label="Status"
          value={params.status}
          options={asOptions(FUTURE_ENGAGEMENT_STATUSES)}
          onChange={(status) => filter({ status })}
        />
        <ExportButton path="students/new" query={listQuery(params)} />
      </ListControls>
      {list.isError ? (
        <Alert severity="error">
          {isApiError(list.error) ? list.error.message : 'The students could not be loaded. Please try again.'}
        </Alert>
      ) : (
        <ListGrid<NewStudentRow>
          label="New students"
          rows={data?.items ?? []}
          total={data?.total ?? 0}
          loading={list.isFetching}
          emptyMessage="No students starting at this intake match."
          columns={columns()}
          getRowId={(row) => row.engagementId}
          paging={params}
          defaultSort={DEFAULT_SORT}
          onPaging={(p) => setParams((old) => ({ ...old, ...p }))}
          {...(canOpen
            ? {
                onRowClick: ({ row }) => void navigate(`/students/${row.studentId}`),
                onCellKeyDown: ({ row }, event) => {
                  if (event.key === 'Enter') void navigate(`/students/${row.studentId}`);
                },
                sx: { '& .MuiDataGrid-row': { cursor: 'pointer' } },
              }
            : {})}
        />
      )}
    </>
  );
}
