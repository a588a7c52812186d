import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate } from '@collegium/domain/date-format';
import { GIFT_FUNDS, GIFT_METHODS, type Gift } from '@collegium/domain/gifts';
import { formatPounds } from '@collegium/domain/money-format';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ExportButton } from '../../components/list/export-button.tsx';
import { asOptions, FilterSelect, ListControls, SearchBox } from '../../components/list/list-controls.tsx';
import { ListGrid, type ListPaging } from '../../components/list/list-grid.tsx';
import { getConfig } from '../../lib/config.ts';
import { listQuery } from '../../lib/list-query.ts';
import { useSnackbarStore } from '../../lib/snackbar-store.ts';
import { GIFTS_PATH, type GiftsParams, useGifts, useRemoveGift } from './api/gifts.ts';

// Issue 17: the gifts grid, shared by Fundraising → Gifts (every donor, searchable) and the
// donor's page (`donorId`): newest first, filters by fund and method, the total of every gift the
// filters match, the Excel export, and Remove for those with donors:delete (the server says).

const pounds = (pence: number) => formatPounds(pence / 100);

interface GiftsListProps {
  /** One donor's gifts; every donor's when absent. */
  donorId?: number;
  /** Beside the export (the donor page's Record a gift). */
  actions?: (abilities: { record: boolean }) => ReactNode;
}

export function GiftsList({ donorId, actions }: GiftsListProps) {
  const [params, setParams] = useState<GiftsParams>({
    search: '',
    donorId: donorId ? String(donorId) : '',
    fund: '',
    method: '',
    page: 1,
    pageSize: 25,
    sort: 'receivedOn',
    order: 'desc',
  });
  const list = useGifts(params);
  const remove = useRemoveGift();
  const notify = useSnackbarStore((s) => s.notify);
  const fmt = getConfig().dateFormat;
  const data = list.data;
  const filter = (change: Partial<GiftsParams>) => setParams((p) => ({ ...p, ...change, page: 1 }));

  const columns: GridColDef<Gift>[] = [
    { field: 'receivedOn', headerName: 'Received', width: 120, valueFormatter: (v: string) => formatDate(v, fmt) },
    ...(donorId
      ? []
      : [
          {
            field: 'donor',
            headerName: 'Donor',
            flex: 1,
            minWidth: 160,
            renderCell: ({ row }: { row: Gift }) => (
              <Link component={RouterLink} to={`/donors/${row.donorId}`}>
                {row.donorName}
              </Link>
            ),
          } satisfies GridColDef<Gift>,
        ]),
    {
      field: 'amount',
      headerName: 'Amount',
      width: 120,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_v, row) => pounds(row.amountPence),
    },
    { field: 'fund', headerName: 'Fund', flex: 1, minWidth: 140, sortable: false },
    { field: 'method', headerName: 'Paid by', width: 140, sortable: false },
    {
      field: 'giftAidClaimable',
      headerName: 'Gift Aid',
      width: 100,
      sortable: false,
      valueFormatter: (v: boolean) => (v ? 'Claimable' : 'No'),
    },
    { field: 'recordedBy', headerName: 'Recorded by', width: 150, sortable: false },
    ...(data?.abilities.remove
      ? [
          {
            field: 'remove',
            headerName: '',
            width: 110,
            sortable: false,
            renderCell: ({ row }: { row: Gift }) => (
              <Button
                size="small"
                color="error"
                disabled={remove.isPending}
                aria-label={`Remove the gift of ${pounds(row.amountPence)} received ${formatDate(row.receivedOn, fmt)}`}
                onClick={() =>
                  remove.mutate(row.id, {
                    onSuccess: () => notify('Gift removed.', { type: 'success' }),
                    onError: () => notify('The gift could not be removed.', { type: 'error' }),
                  })
                }
              >
                Remove
              </Button>
            ),
          } satisfies GridColDef<Gift>,
        ]
      : []),
  ];

  return (
    <>
      <ListControls label={donorId ? 'Filter the gifts' : 'Find gifts'}>
        {!donorId && (
          <SearchBox
            label="Search by donor name or e-mail"
            value={params.search}
            onSearch={(search) => filter({ search })}
          />
        )}
        <FilterSelect
          label="Fund"
          value={params.fund}
          onChange={(fund) => filter({ fund })}
          options={asOptions(GIFT_FUNDS)}
        />
        <FilterSelect
          label="Paid by"
          value={params.method}
          onChange={(method) => filter({ method })}
          options={asOptions(GIFT_METHODS)}
        />
        <ExportButton path={GIFTS_PATH} query={listQuery(params)} />
        {data && actions?.(data.abilities)}
      </ListControls>
      {data && (
        <Typography sx={{ mb: 1 }} aria-live="polite">
          {data.total === 1 ? '1 gift' : `${data.total.toLocaleString('en-GB')} gifts`}, {pounds(data.totalPence)} in
          all
        </Typography>
      )}
      {list.isError ? (
        <Alert severity="error">The gifts could not be loaded. Please try again.</Alert>
      ) : (
        <ListGrid<Gift>
          label="Gifts"
          rows={data?.items ?? []}
          total={data?.total ?? 0}
          loading={list.isFetching}
          emptyMessage="No gifts recorded."
          columns={columns}
          paging={params satisfies ListPaging}
          defaultSort="receivedOn"
          defaultOrder="desc"
          onPaging={(p) => setParams((old) => ({ ...old, ...p }))}
        />
      )}
    </>
  );
}
