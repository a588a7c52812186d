import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { ApplicantListPage, ApplicantListRow } from '@collegium/domain/applicant-list';
import { formatDate } from '@collegium/domain/date-format';
import { statusColour } from '@collegium/domain/status-colour';
import { type ReactNode, useCallback, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { getConfig } from '../../lib/config.ts';
import { listQuery, useListQuery } from '../../lib/list-query.ts';
import { ExportButton } from '../list/export-button.tsx';
import { FilterSelect, ListControls, SearchBox } from '../list/list-controls.tsx';
import { type ListPaging, ListGrid } from '../list/list-grid.tsx';
import { StatusChip } from '../ui/status-chip.tsx';
import { ListLoadError } from '../list/list-load-error.tsx';

// Issue 19: Flexible study and My applicants in the staff lists' one grid. The server's applicant
// list (GET fc-applications, GET myapplicants) searches, sorts, filters and pages; the status and
// intake filters offer what the list's applications hold and live in the address; Excel exports
// what the filters select. Each name opens the application's record page.

const DEFAULT_SORT = 'name';

export interface ApplicantListProps<T extends ApplicantListPage> {
  /** The API path of the list (and of its export). */
  path: string;
  /** The react-query key the list's pages are cached under. */
  queryKey: readonly unknown[];
  /** The grid's accessible name. */
  label: string;
  emptyMessage: string;
  /** The address of one application's record page. */
  hrefOf: (id: number) => string;
  /** Whether the course column is shown (every row of My applicants is the director's programme). */
  showCourse?: boolean;
  /** Above the list, once the first page is read (the page header). */
  header: (data: T | undefined) => ReactNode;
  /** In place of the list when the answer says there is none to show (no programme), else null. */
  instead?: (data: T) => ReactNode;
}

function columns(dateFormat: string, hrefOf: (id: number) => string, showCourse: boolean) {
  const date = (v: string | null) => (v ? formatDate(v, dateFormat) : '');
  const all: GridColDef<ApplicantListRow>[] = [
    {
      field: 'name',
      headerName: 'Name',
      flex: 1,
      minWidth: 170,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={hrefOf(row.id)} sx={{ fontWeight: 600 }}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 210,
      renderCell: ({ row }) => <StatusChip label={row.statusLabel} colour={statusColour(row.status)} />,
    },
    {
      field: 'course',
      headerName: 'Course',
      flex: 1,
      minWidth: 180,
      valueGetter: (_v, row) => (row.courseTitle ? `${row.courseTitle} (${row.course})` : row.course),
    },
    { field: 'intake', headerName: 'Intake', width: 110, valueFormatter: date },
    {
      field: 'submittedAt',
      headerName: 'Submitted',
      width: 110,
      valueFormatter: (v: string | null) => (v ? date(v) : 'Not yet'),
    },
  ];
  return showCourse ? all : all.filter((c) => c.field !== 'course');
}

export function ApplicantList<T extends ApplicantListPage>({
  path,
  queryKey,
  label,
  emptyMessage,
  hrefOf,
  showCourse = true,
  header,
  instead,
}: ApplicantListProps<T>) {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const intake = /^\d{4}-\d{2}-\d{2}$/.test(params.get('intake') ?? '') ? (params.get('intake') as string) : '';
  const dateFormat = getConfig().dateFormat;
  const [paging, setPaging] = useState<ListPaging & { search: string }>({
    search: '',
    page: 1,
    pageSize: 25,
    sort: DEFAULT_SORT,
    order: 'asc',
  });
  const listParams = { status, intake, ...paging };
  const query = useListQuery<T, typeof listParams>(queryKey, path, listParams);
  const onSearch = useCallback((search: string) => setPaging((p) => ({ ...p, search, page: 1 })), []);
  const filter = (name: string) => (value: string) => {
    setPaging((p) => ({ ...p, page: 1 }));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  };
  const data = query.data;
  // A value in the address stays offered while the list holds none of it.
  const statuses = [...(data?.statuses ?? [])];
  if (status && !statuses.some((s) => s.value === status)) statuses.push({ value: status, label: status });
  const intakes = [...new Set([...(data?.intakes ?? []), ...(intake ? [intake] : [])])];
  const replaced = data && instead ? instead(data) : null;

  return (
    <>
      {header(data)}
      {replaced ?? (
        <>
          <ListControls label={`Search and filter ${label.toLowerCase()}`}>
            <SearchBox label="Search by name" value={paging.search} onSearch={onSearch} />
            <FilterSelect
              label="Status"
              value={status}
              allLabel="All statuses"
              options={statuses}
              onChange={filter('status')}
            />
            <FilterSelect
              label="Intake"
              value={intake}
              allLabel="All intakes"
              options={intakes.map((i) => ({ value: i, label: formatDate(i, dateFormat) }))}
              onChange={filter('intake')}
            />
            <ExportButton path={path} query={listQuery(listParams)} />
          </ListControls>
          {query.isError ? (
            <ListLoadError error={query.error} onRetry={() => void query.refetch()} />
          ) : (
            <ListGrid<ApplicantListRow>
              label={label}
              rows={data?.items ?? []}
              total={data?.total ?? 0}
              loading={query.isFetching}
              emptyMessage={emptyMessage}
              columns={columns(dateFormat, hrefOf, showCourse)}
              paging={paging}
              defaultSort={DEFAULT_SORT}
              onPaging={(p) => setPaging((old) => ({ ...old, ...p }))}
            />
          )}
        </>
      )}
    </>
  );
}
