import { codeLabel } from '@collegium/domain/coded-fields';
import FileDownload from '@mui/icons-material/FileDownload';
import TableChart from '@mui/icons-material/TableChart';
import ViewColumn from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ColumnsPanelTrigger, DataGrid, Toolbar } from '@mui/x-data-grid';
import { useProgressiveRows } from '../../../components/list/progressive-rows.ts';
import type { GridColDef, GridColumnVisibilityModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { createContext, useContext, useMemo } from 'react';
import type { EntityRow } from '../../../lib/entity/get-entity-list.ts';
import type { EntitySchema } from '../../../lib/entity/get-entity-schema.ts';
import { displayValue } from '../../../lib/entity/display-value.ts';
import { PAGE_SIZES } from '../list-query.ts';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import { statusCellFor } from '../status-cells.tsx';

// The list's MUI X Data Grid: server-side paging and sorting (docs/api-contract.md), the column
// chooser of the grid itself, and the product's loading and empty texts (spec 9).

export interface GridActions {
  canExport: boolean;
  exporting: boolean;
  onExport: () => void;
  onCustomExport: () => void;
}

interface GridUi extends GridActions {
  /** True while loading with nothing on screen yet. */
  empty: boolean;
  emptyMessage: string;
}

const GridUiContext = createContext<GridUi | null>(null);

function useGridUi(): GridUi {
  const ui = useContext(GridUiContext);
  if (ui === null) throw new Error('EntityGrid parts need the grid context.');
  return ui;
}

function ListToolbar() {
  const ui = useGridUi();
  return (
    // Wraps onto a second line on phones; the grid's own toolbar would keep one clipped line.
    <Toolbar style={{ justifyContent: 'flex-start', flexWrap: 'wrap', gap: 4, flex: '0 0 auto' }}>
      <ColumnsPanelTrigger startIcon={<ViewColumn />}>Columns</ColumnsPanelTrigger>
      {ui.canExport && (
        <>
          <Button size="small" startIcon={<FileDownload />} onClick={ui.onExport} disabled={ui.exporting}>
            Export to Excel
          </Button>
          <Button size="small" startIcon={<TableChart />} onClick={ui.onCustomExport} disabled={ui.exporting}>
            Custom export
          </Button>
        </>
      )}
    </Toolbar>
  );
}

/** spec 9: 'Loading, please wait ...' while nothing is shown yet; a thin bar over rows already there. */
function LoadingOverlay() {
  const { empty } = useGridUi();
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
  const { emptyMessage } = useGridUi();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', minHeight: 96, px: 2, textAlign: 'center' }}>
      <Typography sx={{ color: 'text.secondary' }}>{emptyMessage}</Typography>
    </Box>
  );
}

export interface EntityGridProps extends GridActions {
  schema: EntitySchema;
  /** Names the grid for screen readers (the page's title). */
  label: string;
  rows: readonly EntityRow[];
  total: number;
  loading: boolean;
  emptyMessage: string;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  columnVisibilityModel: GridColumnVisibilityModel;
  onColumnVisibilityModelChange: (model: GridColumnVisibilityModel) => void;
  /** Opens a row's record page; rows are not links when it is absent. */
  onOpen?: ((row: EntityRow) => void) | undefined;
}

export function EntityGrid({
  schema,
  label,
  rows,
  total,
  loading,
  emptyMessage,
  onOpen,
  canExport,
  exporting,
  onExport,
  onCustomExport,
  ...models
}: EntityGridProps) {
  const columns = useMemo<GridColDef<EntityRow>[]>(
    () =>
      schema.columns.map((column) => {
        const field = schema.fields.find((f) => f.name === column.field);
        // Issue 19: a coded field's value reads as its catalogue names it.
        const coded = field?.coded;
        const shown = (value: unknown) =>
          coded && typeof value === 'string' ? codeLabel(coded, value) : displayValue(value, field?.input);
        const statusCell = statusCellFor(schema.name, column.field, shown);
        return {
          ...(statusCell ? { renderCell: ({ value }: { value?: unknown }) => statusCell(value) } : {}),
          field: column.field,
          headerName: field?.label ?? column.field,
          ...(column.width ? { width: column.width } : { flex: 1, minWidth: 140 }),
          valueFormatter: shown,
        };
      }),
    [schema],
  );
  const ui = useMemo<GridUi>(
    () => ({ empty: rows.length === 0, emptyMessage, canExport, exporting, onExport, onCustomExport }),
    [rows.length, emptyMessage, canExport, exporting, onExport, onCustomExport],
  );
  const shownRows = useProgressiveRows(rows);
  return (
    <GridUiContext.Provider value={ui}>
      <DataGrid<EntityRow>
        aria-label={label}
        rows={shownRows}
        columns={columns}
        rowCount={total}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        sortingOrder={['asc', 'desc']}
        pageSizeOptions={PAGE_SIZES}
        density="compact"
        autoHeight
        // A page holds at most 100 rows of a dozen columns: render them all (and jsdom has no layout).
        disableVirtualization
        showToolbar
        slots={{ toolbar: ListToolbar, loadingOverlay: LoadingOverlay, noRowsOverlay: NoRowsOverlay }}
        onRowClick={onOpen ? ({ row }) => onOpen(row) : undefined}
        onCellKeyDown={
          onOpen
            ? ({ row }, event) => {
                if (event.key === 'Enter') onOpen(row);
              }
            : undefined
        }
        sx={{
          bgcolor: 'background.paper',
          ...(onOpen ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
        }}
        {...models}
      />
    </GridUiContext.Provider>
  );
}
