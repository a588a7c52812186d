import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type DataGridProps,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import { createContext, type ReactNode, useContext } from 'react';
import { LOADING_TEXT } from '../../lib/loading-text.ts';
import { useProgressiveRows } from './progressive-rows.ts';

// The data grid of the read-model lists (enrolment, intentions, new students, requests, bursaries,
// folder requests): server paging and sorting,
// the product's loading text (spec 9) and an empty-list message.

export const PAGE_SIZES = [10, 25, 50, 100];
const NO_ROWS: readonly never[] = [];

interface Overlay {
  empty: boolean;
  emptyMessage: string;
}
const OverlayContext = createContext<Overlay>({ empty: true, emptyMessage: '' });

function LoadingOverlay() {
  const { empty } = useContext(OverlayContext);
  return (
    <Box sx={{ position: 'absolute', inset: 0 }}>
      <LinearProgress aria-label="Loading the list" />
      {empty && (
        <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', minHeight: 96, bgcolor: 'background.paper' }}>
          <Typography sx={{ color: 'text.secondary' }}>{LOADING_TEXT}</Typography>
        </Box>
      )}
    </Box>
  );
}

function NoRowsOverlay() {
  const { emptyMessage } = useContext(OverlayContext);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', minHeight: 96, px: 2, textAlign: 'center' }}>
      <Typography sx={{ color: 'text.secondary' }}>{emptyMessage}</Typography>
    </Box>
  );
}

/** A page/sort the server understands, from the grid's 0-based model. */
export interface ListPaging {
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
}

export function toPaginationModel(p: ListPaging): GridPaginationModel {
  return { page: p.page - 1, pageSize: p.pageSize };
}

export function toSortModel(p: ListPaging, defaultSort: string, defaultOrder: 'asc' | 'desc' = 'asc'): GridSortModel {
  return p.sort === defaultSort && p.order === defaultOrder ? [] : [{ field: p.sort, sort: p.order }];
}

/** The paging after the grid's sort changes (back to the first page); no sort is the list's default. */
export function sortedPaging(
  p: ListPaging,
  model: GridSortModel,
  defaultSort: string,
  defaultOrder: 'asc' | 'desc' = 'asc',
): ListPaging {
  const first = model[0];
  if (!first) return { ...p, page: 1, sort: defaultSort, order: defaultOrder };
  return { ...p, page: 1, sort: first.field, order: first.sort === 'desc' ? 'desc' : 'asc' };
}

export type ListGridProps<R extends GridValidRowModel> = Omit<
  DataGridProps<R>,
  'paginationModel' | 'onPaginationModelChange' | 'sortModel' | 'onSortModelChange' | 'rowCount'
> & {
  label: string;
  total: number;
  emptyMessage: string;
  paging: ListPaging;
  defaultSort: string;
  /** The order the server gives without a sort (asc unless the list says otherwise). */
  defaultOrder?: 'asc' | 'desc';
  onPaging: (paging: ListPaging) => void;
};

export function ListGrid<R extends GridValidRowModel>({
  label,
  total,
  emptyMessage,
  paging,
  defaultSort,
  defaultOrder = 'asc',
  onPaging,
  rows,
  sx,
  ...rest
}: ListGridProps<R>) {
  const shownRows = useProgressiveRows(rows ?? NO_ROWS);
  return (
    <OverlayContext.Provider value={{ empty: (rows?.length ?? 0) === 0, emptyMessage }}>
      <DataGrid<R>
        aria-label={label}
        rows={shownRows}
        rowCount={total}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        sortingOrder={['asc', 'desc']}
        pageSizeOptions={PAGE_SIZES}
        density="compact"
        autoHeight
        disableVirtualization
        slots={{ loadingOverlay: LoadingOverlay, noRowsOverlay: NoRowsOverlay }}
        paginationModel={toPaginationModel(paging)}
        onPaginationModelChange={(m) =>
          onPaging({ ...paging, page: m.pageSize !== paging.pageSize ? 1 : m.page + 1, pageSize: m.pageSize })
        }
        sortModel={toSortModel(paging, defaultSort, defaultOrder)}
        onSortModelChange={(m) => onPaging(sortedPaging(paging, m, defaultSort, defaultOrder))}
        sx={[{ bgcolor: 'background.paper' }, ...(Array.isArray(sx) ? sx : [sx])]}
        {...rest}
      />
    </OverlayContext.Provider>
  );
}

/**
 * A row's action in a grid cell (decide, mark sent...): a real button, reachable from the keyboard
 * the grid's way (arrow to the cell, then the button takes the focus; Enter or Space presses it).
 */
export function RowAction({
  hasFocus,
  label,
  children,
  onClick,
  color,
}: {
  /** The cell's `hasFocus` (renderCell params). */
  hasFocus: boolean;
  /** What the button does to which row, for assistive technology. */
  label: string;
  children: ReactNode;
  onClick: () => void;
  color?: 'primary' | 'error';
}) {
  return (
    <Button
      size="small"
      variant="outlined"
      color={color}
      tabIndex={hasFocus ? 0 : -1}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
