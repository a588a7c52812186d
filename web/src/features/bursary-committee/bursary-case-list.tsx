import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { BursaryCase } from '@collegium/domain/bursary-committee';
import { formatDate } from '@collegium/domain/date-format';
import { formatWholePounds } from '@collegium/domain/money-format';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { Link as RouterLink } from 'react-router';
import { type ListPaging, ListGrid } from '../../components/list/list-grid.tsx';
import { StatusChip } from '../../components/ui/status-chip.tsx';
import { BURSARY_STATUS_COLOUR } from './bursary-status.ts';

// The applications sent to the committee, in the staff lists' one grid (server paging and
// sorting). The student's name opens the application (`?id=` in the address, so it can be shared).

export const BURSARY_DEFAULT_SORT = 'submittedAt';

interface ListProps {
  items: BursaryCase[];
  total: number;
  loading: boolean;
  dateFormat: string;
  paging: ListPaging;
  onPaging: (paging: ListPaging) => void;
  /** The address that opens one application, keeping the filters. */
  hrefOf: (id: number) => string;
}

const requested = (n: number | null) => (n === null ? 'Not given' : formatWholePounds(n));

function columns(dateFormat: string, hrefOf: ListProps['hrefOf']): GridColDef<BursaryCase>[] {
  return [
    {
      field: 'name',
      headerName: 'Student',
      flex: 1,
      minWidth: 170,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={hrefOf(row.id)} sx={{ fontWeight: 600 }}>
          {row.studentName}
        </Link>
      ),
    },
    { field: 'partnerId', headerName: 'Partner id', width: 100, valueFormatter: (v: number) => formatPartnerId(v) },
    { field: 'programme', headerName: 'Programme', width: 105 },
    { field: 'academicYear', headerName: 'Year', width: 90, valueGetter: (_v, row) => row.academicYearLabel },
    { field: 'bursaryType', headerName: 'Bursary', flex: 1, minWidth: 150 },
    {
      field: 'amountRequested',
      headerName: 'Amount asked for',
      width: 140,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number | null) => requested(v),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 170,
      renderCell: ({ row }) => <StatusChip label={row.status} colour={BURSARY_STATUS_COLOUR[row.status]} />,
    },
    {
      field: 'submittedAt',
      headerName: 'Sent',
      width: 110,
      valueFormatter: (v: string | null) => (v ? formatDate(v, dateFormat) : ''),
    },
  ];
}

export function BursaryCaseList({ items, total, loading, dateFormat, paging, onPaging, hrefOf }: ListProps) {
  return (
    <ListGrid<BursaryCase>
      label="Bursary applications"
      rows={items}
      total={total}
      loading={loading}
      emptyMessage="No applications match."
      columns={columns(dateFormat, hrefOf)}
      paging={paging}
      defaultSort={BURSARY_DEFAULT_SORT}
      defaultOrder="desc"
      onPaging={onPaging}
    />
  );
}
