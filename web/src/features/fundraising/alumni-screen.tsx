import { exitAwardLabel } from '@collegium/domain/student-types';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ALUMNI_CONSENT_COLUMNS,
  DEFAULT_MAILING_PURPOSE,
  type FundraisingAlumniList,
  type FundraisingAlumnus,
} from '@collegium/domain/fundraising-alumni';
import { PROGRAMME_CODES } from '@collegium/domain/programme-levels';
import { formatDate } from '@collegium/domain/date-format';
import { formatPounds } from '@collegium/domain/money-format';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ExportButton } from '../../components/list/export-button.tsx';
import { asOptions, FilterSelect, ListControls, SearchBox } from '../../components/list/list-controls.tsx';
import { ListGrid, type ListPaging } from '../../components/list/list-grid.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { getConfig } from '../../lib/config.ts';
import { listQuery, useListQuery } from '../../lib/list-query.ts';
import { useLookupChoices } from '../../lib/lookups.ts';

// Issue 17, Fundraising → Alumni (fundraising:menu): alumni with programme, year, hub, donor type,
// lifetime giving (total, gifts, last gift) and their current alumni-contact and marketing consents; search, filters (the diocese's choices
// come with the list: those named on alumni's applications) and the Excel export,
// and the mailing list: the export with a consent purpose, which keeps only people whose consent
// to it is current. GET {api}/fundraising/alumni. A row opens the person's contact record (their
// consents and one timeline across roles): spec 2.5 gives alumni list pages only, no record page.

const KEY = ['fundraising-alumni'] as const;
const PATH = 'fundraising/alumni';
const DEFAULT_SORT = 'graduationYear';
const DEFAULT_ORDER = 'desc';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

const columns: GridColDef<FundraisingAlumnus>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/contacts/${row.personId}`}>
        {row.name}
      </Link>
    ),
  },
  { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 180, sortable: false },
  { field: 'programme', headerName: 'Programme', width: 110 },
  { field: 'graduationYear', headerName: 'Year', width: 80 },
  {
    field: 'exitAward',
    headerName: 'Award',
    width: 120,
    sortable: false,
    valueFormatter: (v: string | null) => exitAwardLabel(v),
  },
  { field: 'hub', headerName: 'Hub', width: 110 },
  { field: 'donorType', headerName: 'Donor', width: 120, sortable: false, valueGetter: (v: string | null) => v ?? '' },
  {
    field: 'givingPence',
    headerName: 'Lifetime giving',
    width: 130,
    sortable: false,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (v: number) => formatPounds(v / 100),
  },
  { field: 'gifts', headerName: 'Gifts', width: 80, sortable: false, align: 'right', headerAlign: 'right' },
  {
    field: 'lastGiftOn',
    headerName: 'Last gift',
    width: 110,
    sortable: false,
    valueFormatter: (v: string | null) => (v ? formatDate(v, getConfig().dateFormat) : ''),
  },
  {
    field: 'alumniContact',
    headerName: ALUMNI_CONSENT_COLUMNS[0],
    width: 130,
    sortable: false,
    valueFormatter: (v: boolean) => yesNo(v),
  },
  {
    field: 'marketing',
    headerName: ALUMNI_CONSENT_COLUMNS[1],
    width: 140,
    sortable: false,
    valueFormatter: (v: boolean) => yesNo(v),
  },
  {
    field: 'fundraising',
    headerName: ALUMNI_CONSENT_COLUMNS[2],
    width: 120,
    sortable: false,
    valueFormatter: (v: boolean) => yesNo(v),
  },
];

const YEARS = Array.from({ length: 40 }, (_, i) => String(new Date().getFullYear() - i));

export function FundraisingAlumniScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useState({
    search: '',
    programme: '',
    year: '',
    hub: '',
    diocese: '',
    donor: '',
    page: 1,
    pageSize: 25,
    sort: DEFAULT_SORT,
    order: DEFAULT_ORDER as 'asc' | 'desc',
  });
  const [purpose, setPurpose] = useState(DEFAULT_MAILING_PURPOSE);
  const list = useListQuery<FundraisingAlumniList, typeof params>(KEY, PATH, params);
  const hubs = useLookupChoices('hubs').data?.values ?? [];
  const purposes = useLookupChoices('consent-purposes').data?.values ?? [DEFAULT_MAILING_PURPOSE];
  const filter = (change: Partial<typeof params>) => setParams((p) => ({ ...p, ...change, page: 1 }));
  const data = list.data;
  const dioceses = data?.dioceses ?? [];

  return (
    <>
      <PageHeader
        title="Alumni"
        subtitle="Former students, whether they give, and what they have agreed to hear from us."
        actions={<ExportButton path={PATH} query={listQuery(params)} />}
      />
      <ListControls label="Find alumni">
        <SearchBox label="Search by name or e-mail" value={params.search} onSearch={(search) => filter({ search })} />
        <FilterSelect
          label="Programme"
          value={params.programme}
          onChange={(programme) => filter({ programme })}
          options={asOptions(PROGRAMME_CODES)}
        />
        <FilterSelect
          label="Year"
          value={params.year}
          onChange={(year) => filter({ year })}
          options={asOptions(YEARS)}
        />
        <FilterSelect label="Hub" value={params.hub} onChange={(hub) => filter({ hub })} options={asOptions(hubs)} />
        <FilterSelect
          label="Diocese"
          value={params.diocese}
          onChange={(diocese) => filter({ diocese })}
          options={asOptions(
            dioceses.includes(params.diocese) || !params.diocese ? dioceses : [params.diocese, ...dioceses],
          )}
        />
        <FilterSelect
          label="Donor"
          value={params.donor}
          onChange={(donor) => filter({ donor })}
          options={[
            { value: 'true', label: 'Donors' },
            { value: 'false', label: 'Not donors' },
          ]}
        />
      </ListControls>
      <Box
        component="section"
        aria-label="Mailing list"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
      >
        <FilterSelect
          label="Mailing consent"
          value={purpose}
          allLabel={null}
          onChange={setPurpose}
          options={asOptions(purposes.includes(purpose) ? purposes : [purpose, ...purposes])}
        />
        <ExportButton path={PATH} query={listQuery({ ...params, consent: purpose })} label="Mailing list (Excel)" />
      </Box>
      {list.isError ? (
        <Alert severity="error">The alumni could not be loaded. Please try again.</Alert>
      ) : (
        <ListGrid<FundraisingAlumnus>
          label="Alumni"
          rows={data?.items ?? []}
          total={data?.total ?? 0}
          loading={list.isFetching}
          emptyMessage="No alumni match."
          columns={columns}
          paging={params satisfies ListPaging}
          defaultSort={DEFAULT_SORT}
          defaultOrder={DEFAULT_ORDER}
          onPaging={(p) => setParams((old) => ({ ...old, ...p }))}
          onRowClick={({ row }: { row: FundraisingAlumnus }) => void navigate(`/contacts/${row.personId}`)}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      )}
    </>
  );
}
