import { ExportButton } from '../../../components/list/export-button.tsx';
import { listQuery } from '../../../lib/list-query.ts';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { formatDate } from '@collegium/domain/date-format';
import { engagementStatusColour } from '@collegium/domain/engagement-status-colour';
import { INTENTIONS_STATUSES } from '@collegium/domain/intentions';
import { formatPartnerId } from '@collegium/domain/partner-id';
import type { StatusColour } from '@collegium/domain/status-colour';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getConfig } from '../../../lib/config.ts';
import { useProgrammeCodes } from '../../../lib/lookups.ts';
import { asOptions, FilterSelect, ListControls, SearchBox } from '../../../components/list/list-controls.tsx';
import { ListGrid } from '../../../components/list/list-grid.tsx';
import type { IntentionsList, IntentionsRow } from '@collegium/domain/intentions-list';
import { type IntentionsParams, useIntentions } from '../api/get-intentions.ts';
import { IntentionDialog, NOT_STATED } from './intention-dialog.tsx';

// spec 2.4 intentions: each current student's intention for next year, with the spec 4.2 rule's
// status (Required students must state one), editable where the rule asks for one.

const DEFAULT_SORT = 'name';

/** Required asks for action; the others are informative. */
const STATUS_COLOURS: Record<string, StatusColour> = { Required: 'warning', Assumed: 'success', Dissertation: 'info' };

const INTENTIONS_STATUS_OPTIONS = [...asOptions(INTENTIONS_STATUSES), { value: 'none', label: 'None (level 6)' }];
const STATED_OPTIONS = [
  { value: 'true', label: 'Stated' },
  { value: 'false', label: 'Not stated' },
];

/** Whose students the list holds, in words. */
export function scopeText(scope: IntentionsList['scope']): string {
  if (scope.all) return 'Every current student';
  const parts = [
    ...(scope.hub ? [`the ${scope.hub} hub`] : []),
    ...(scope.programme ? [`the ${scope.programme} programme`] : []),
  ];
  return parts.length === 0 ? 'No students' : `Current students of ${parts.join(' and ')}`;
}

function columns(dateFormat: string, onEdit: (row: IntentionsRow) => void): GridColDef<IntentionsRow>[] {
  return [
    { field: 'partnerId', headerName: 'Partner id', width: 100, valueFormatter: (v: number) => formatPartnerId(v) },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
    { field: 'programme', headerName: 'Programme', width: 105 },
    { field: 'level', headerName: 'Level', width: 70 },
    { field: 'hub', headerName: 'Hub', width: 120 },
    {
      field: 'status',
      headerName: 'Status',
      width: 100,
      renderCell: ({ row }) => <StatusChip label={row.status} colour={engagementStatusColour(row.status)} />,
    },
    {
      field: 'intentionsStatus',
      headerName: 'Intentions',
      width: 125,
      renderCell: ({ row }) =>
        row.intentionsStatus ? (
          <StatusChip label={row.intentionsStatus} colour={STATUS_COLOURS[row.intentionsStatus]} />
        ) : (
          'None'
        ),
    },
    {
      field: 'intention',
      headerName: 'Stated intention',
      flex: 1,
      minWidth: 230,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
          <Box component="span" sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {row.intention ?? NOT_STATED}
          </Box>
          {row.intentionsStatus && (
            <IconButton size="small" aria-label={`Change the intention of ${row.name}`} onClick={() => onEdit(row)}>
              <Edit fontSize="small" />
            </IconButton>
          )}
        </Box>
      ),
    },
    {
      field: 'intentionUpdatedAt',
      headerName: 'Stated on',
      width: 110,
      valueFormatter: (v: string | null) => (v ? formatDate(v, dateFormat) : ''),
    },
  ];
}

export function IntentionsScreen() {
  const programmes = useProgrammeCodes(true);
  const dateFormat = getConfig().dateFormat;
  const [params, setParams] = useState<IntentionsParams>({
    hub: '',
    programme: '',
    status: '',
    intentionsStatus: '',
    stated: '',
    search: '',
    page: 1,
    pageSize: 25,
    sort: DEFAULT_SORT,
    order: 'asc',
  });
  const list = useIntentions(params);
  const [editing, setEditing] = useState<IntentionsRow | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const data = list.data;

  const filter = useCallback(
    (change: Partial<IntentionsParams>) => setParams((p) => ({ ...p, ...change, page: 1 })),
    [],
  );
  const onSearch = useCallback((search: string) => filter({ search }), [filter]);
  const missing = data?.summary.requiredNotStated ?? 0;

  return (
    <>
      <PageHeader title="Intentions" subtitle={data ? scopeText(data.scope) : ' '} />
      {data && !data.scope.all && !data.scope.hub && !data.scope.programme && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Your account has no hub or programme, so there are no students to show. An administrator can set them on your
          user record.
        </Alert>
      )}
      {data && data.summary.required > 0 && (
        <Alert
          severity={missing > 0 ? 'warning' : 'success'}
          sx={{ mb: 2 }}
          action={
            missing > 0 ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => filter({ intentionsStatus: 'Required', stated: 'false' })}
              >
                Show them
              </Button>
            ) : undefined
          }
        >
          {missing > 0
            ? `${missing} of ${data.summary.required} students whose intentions are Required ${missing === 1 ? 'has' : 'have'} not stated one.`
            : `All ${data.summary.required} students whose intentions are Required have stated one.`}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" role="status" onClose={() => setSaved(null)} sx={{ mb: 2 }}>
          {saved}
        </Alert>
      )}
      <ListControls label="Search and filter students">
        <SearchBox label="Search students" value={params.search} onSearch={onSearch} />
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
          options={asOptions(['Current', 'IoS'])}
          onChange={(status) => filter({ status })}
        />
        <FilterSelect
          label="Intentions"
          value={params.intentionsStatus}
          options={INTENTIONS_STATUS_OPTIONS}
          onChange={(intentionsStatus) => filter({ intentionsStatus })}
        />
        <FilterSelect
          label="Stated"
          value={params.stated}
          options={STATED_OPTIONS}
          onChange={(v) => filter({ stated: v as IntentionsParams['stated'] })}
        />
        <ExportButton path="students/intentions" query={listQuery(params)} />
      </ListControls>
      {list.isError ? (
        <Alert severity="error">
          {isApiError(list.error) ? list.error.message : 'The students could not be loaded. Please try again.'}
        </Alert>
      ) : (
        <ListGrid<IntentionsRow>
          label="Intentions of current students"
          rows={data?.items ?? []}
          total={data?.total ?? 0}
          loading={list.isFetching}
          emptyMessage="No current students match."
          columns={columns(dateFormat, (row) => {
            setSaved(null);
            setEditing(row);
          })}
          getRowId={(row) => row.engagementId}
          paging={params}
          defaultSort={DEFAULT_SORT}
          onPaging={(p) => setParams((old) => ({ ...old, ...p }))}
        />
      )}
      {editing && (
        <IntentionDialog
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={(row) => {
            setEditing(null);
            setSaved(`${row.name}: ${row.intention ?? NOT_STATED.toLowerCase()}.`);
          }}
        />
      )}
    </>
  );
}
