import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { academicYear } from '@collegium/domain/academic-year';
import { INVOICE_STATE_LABELS, type InvoiceListResponse, type InvoiceListRow } from '@collegium/domain/invoice-list';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DateField } from '../../components/form/date-field.tsx';
import { ExportButton } from '../../components/list/export-button.tsx';
import { FilterSelect, ListControls, type Option, SearchBox } from '../../components/list/list-controls.tsx';
import { ListGrid, type ListPaging } from '../../components/list/list-grid.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { getConfig } from '../../lib/config.ts';
import { listQuery, useListQuery } from '../../lib/list-query.ts';
import { invoiceColumns, pounds } from './invoice-columns.tsx';
import { ListLoadError } from '../../components/list/list-load-error.tsx';

// Issue 14, Finance > Invoices (students:invoice), on the one list grid since issue 19: every
// invoice with what was paid and credited, searched, sorted and paged on the server (GET
// finance/invoices, a ListView), filtered by the state, payer, academic year and intake invoices
// hold and a due range, the totals of all the filters select, and the same list as Excel. The
// filters live in the address, so a dashboard count or a validation check links to the invoices
// behind it. A row opens the invoice.

const PATH = 'finance/invoices';
const KEY = ['finance', 'invoices'] as const;
const FILTERS = ['search', 'state', 'payer', 'academicYear', 'intake', 'dueFrom', 'dueTo'] as const;
type Filter = (typeof FILTERS)[number];
const DEFAULT_SORT = 'dueOn';
const DEFAULT_ORDER = 'desc';
const DATE_SX = { flex: { xs: '1 1 calc(50% - 8px)', sm: '0 1 190px' }, minWidth: { xs: 0, sm: 150 } };

/** The choices, with a value set from a link that no invoice holds (or several, comma-separated) kept as set. */
function withSet(options: readonly Option[], value: string, label: (v: string) => string): Option[] {
  if (value === '' || options.some((o) => o.value === value)) return [...options];
  return [{ value, label: value.split(',').map(label).join(' or ') }, ...options];
}

const stateLabel = (v: string) => INVOICE_STATE_LABELS[v as keyof typeof INVOICE_STATE_LABELS]?.label ?? v;

function Totals({ totals }: { totals: InvoiceListResponse['totals'] }) {
  const parts = [
    ['Amount', totals.amount],
    ['Paid', totals.paid],
    ['Credited', totals.credited],
    ['Outstanding', totals.outstanding],
  ] as const;
  return (
    <Box
      role="region"
      aria-label="Totals"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, mt: 1.5, px: 1, fontWeight: 600 }}
    >
      <Typography sx={{ fontWeight: 600 }}>
        Totals of {totals.count} {totals.count === 1 ? 'invoice' : 'invoices'}
      </Typography>
      {parts.map(([label, pence]) => (
        <Typography key={label} sx={{ fontWeight: 600 }}>
          {label} {pounds(pence)}
        </Typography>
      ))}
    </Box>
  );
}

export function InvoicesScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [paging, setPaging] = useState<ListPaging>({ page: 1, pageSize: 25, sort: DEFAULT_SORT, order: DEFAULT_ORDER });
  const filters = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<Filter, string>;
  const listParams = { ...filters, ...paging };
  const list = useListQuery<InvoiceListResponse, typeof listParams>(KEY, PATH, listParams);
  const set = useCallback(
    (name: Filter) => (value: string) => {
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
    },
    [setParams],
  );
  const onSearch = useCallback((search: string) => set('search')(search), [set]);
  const data = list.data;
  const dateFormat = getConfig().dateFormat;

  return (
    <>
      <PageHeader
        title="Invoices"
        subtitle="Every invoice with what was paid and credited. Filter, then export what you see."
        actions={<ExportButton path={PATH} query={listQuery(listParams)} />}
      />
      <ListControls label="Search and filter invoices">
        <SearchBox label="Search by number, payer, name or partner id" value={filters.search} onSearch={onSearch} />
        <FilterSelect
          label="State"
          value={filters.state}
          allLabel="All states"
          options={withSet(data?.states ?? [], filters.state, stateLabel)}
          onChange={set('state')}
        />
        <FilterSelect
          label="Payer"
          value={filters.payer}
          allLabel="All payers"
          options={withSet(
            (data?.payers ?? []).map((p) => ({ value: p, label: p })),
            filters.payer,
            (v) => v,
          )}
          onChange={set('payer')}
        />
        <FilterSelect
          label="Academic year"
          value={filters.academicYear}
          allLabel="All years"
          options={withSet(
            (data?.academicYears ?? []).map((y) => ({ value: String(y), label: academicYear(y) })),
            filters.academicYear,
            (v) => academicYear(Number(v)),
          )}
          onChange={set('academicYear')}
        />
        <FilterSelect
          label="Intake"
          value={filters.intake}
          allLabel="All intakes"
          options={withSet(
            (data?.intakes ?? []).map((i) => ({ value: i, label: i })),
            filters.intake,
            (v) => v,
          )}
          onChange={set('intake')}
        />
        <DateField label="Due from" value={filters.dueFrom} onChange={set('dueFrom')} size="small" sx={DATE_SX} />
        <DateField label="Due to" value={filters.dueTo} onChange={set('dueTo')} size="small" sx={DATE_SX} />
      </ListControls>
      {list.isError ? (
        <ListLoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <ListGrid<InvoiceListRow>
            label="Invoices"
            rows={data?.items ?? []}
            total={data?.total ?? 0}
            loading={list.isFetching}
            emptyMessage="No invoices match these filters."
            columns={invoiceColumns(dateFormat)}
            paging={paging}
            defaultSort={DEFAULT_SORT}
            defaultOrder={DEFAULT_ORDER}
            onPaging={setPaging}
            onRowClick={({ row }: { row: InvoiceListRow }) => void navigate(`/finance/invoices/${row.id}`)}
            sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
          />
          {data && <Totals totals={data.totals} />}
        </>
      )}
    </>
  );
}
