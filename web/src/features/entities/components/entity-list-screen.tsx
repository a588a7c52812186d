import Add from '@mui/icons-material/Add';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { meetsAll } from '@collegium/domain/permissions';
import type { GridColumnVisibilityModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usePermissions } from '../../../lib/session/session-store.ts';
import { useTableView, useTableViewStore } from '../../../lib/table-view-store.ts';
import type { TableOptions } from '../../../lib/table-view-store.ts';
import { exportToExcel } from '../api/export-entity.ts';
import { publicDefinition } from '@collegium/domain/entities/entity-definition';
import { entitiesFor } from '@collegium/domain/entities/registry';
import { getConfig } from '../../../lib/config.ts';
import { useEntityList } from '../../../lib/entity/get-entity-list.ts';
import type { EntityRow } from '../../../lib/entity/get-entity-list.ts';
import { useEntitySchema } from '../../../lib/entity/get-entity-schema.ts';
import { recordPath, recordRouteOf, useEntityRoute } from '../../../lib/entity/entity-routes.ts';
import {
  DEFAULT_PAGE_SIZE,
  describePreset,
  filterQuery,
  isNarrowed,
  listQuery,
  sortOf,
  userFilters,
} from '../list-query.ts';
import type { PresetFilters } from '../list-query.ts';
import { useDownload } from '../../../hooks/use-download.ts';
import { CustomExportDialog } from './custom-export-dialog.tsx';
import { DownloadProgress } from './download-progress.tsx';
import { EntityGrid } from './entity-grid.tsx';
import { ListFilters } from './list-filters.tsx';
import { applyAddressFilters } from '../url-filters.ts';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import { BackLink } from '../../../components/ui/back-link.tsx';

/** A generic list page (spec 2.4): the menu route names the entity it lists. */
export function EntityListScreen() {
  const route = useEntityRoute();
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  // Issue 16: filters in the address (a report's figure links here) replace the stored ones once.
  const [fromAddress] = useState(() => applyAddressFilters(route.key, route.entity, params, route.presetFilters));
  useEffect(() => {
    // The report's way back (location state) stays with the entry.
    if (fromAddress) setParams(new URLSearchParams(), { replace: true, state });
  }, [fromAddress, setParams, state]);
  return (
    <EntityList
      key={route.key}
      tableId={route.key}
      entity={route.entity}
      title={route.title}
      {...(route.presetFilters ? { preset: route.presetFilters } : {})}
    />
  );
}

export interface EntityListProps {
  entity: string;
  /** The page's h1: the route's title. */
  title: string;
  /** Whose view state (lib/table-view-store.ts) this table keeps: the route key. */
  tableId: string;
  /** The page's fixed filters (the route's `presetFilters`): sent with every call, not offered. */
  preset?: PresetFilters;
}

export function EntityList({ entity, title, tableId, preset }: EntityListProps) {
  const schema = useEntitySchema(entity);
  const view = useTableView(tableId);
  const cohort = useTableViewStore((s) => s.cohortFilter);
  const permissions = usePermissions();
  const navigate = useNavigate();
  const excel = useDownload();
  const [customOpen, setCustomOpen] = useState(false);

  const def = schema.data;
  const listView = useMemo(
    () => ({ search: view.search, options: view.options, cohort, ...(preset ? { preset } : {}) }),
    [view, cohort, preset],
  );
  // issue 19: the first page is asked for at once, beside the schema, from the entity's definition
  // in domain (the same columns, sort and filters the schema call answers with); once the schema
  // is in, the query is built from it, which is the same query (so the same cached answer).
  const known = useMemo(() => {
    // The definition as this server serves it (optional features change some lists, issue 20).
    const found = entitiesFor(getConfig().features).find((e) => e.name === entity);
    return found ? publicDefinition(found) : undefined;
  }, [entity]);
  const shape = def ?? known;
  const list = useEntityList(entity, shape ? listQuery(shape, listView) : {}, shape !== undefined);

  // Each change merges into what is stored now, so quick successive changes never undo each other.
  const update = useCallback(
    (patch: Partial<TableOptions>) => {
      const store = useTableViewStore.getState();
      store.setOptions(tableId, { ...store.tables[tableId]?.options, ...patch });
    },
    [tableId],
  );

  const page = view.options.page ?? 1;
  const pageSize = view.options.pageSize ?? DEFAULT_PAGE_SIZE;
  const total = list.data?.total ?? 0;
  // A remembered page past the end (the list has shrunk since): go to the last page there is.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && list.data.items.length === 0 && total > 0 && page > 1) {
      update({ page: Math.max(1, Math.ceil(total / pageSize)) });
    }
  }, [list.data, list.isPlaceholderData, total, page, pageSize, update]);

  const onSearch = useCallback(
    (search: string) => {
      useTableViewStore.getState().setSearch(tableId, search);
      update({ page: 1 });
    },
    [tableId, update],
  );

  const recordRoute = recordRouteOf(entity);
  const canOpen = recordRoute !== undefined && meetsAll(permissions, recordRoute.requires);
  const onOpen = useCallback(
    (row: EntityRow) => {
      if (recordRoute) void navigate(recordPath(recordRoute, row.id));
    },
    [navigate, recordRoute],
  );
  const onExport = useCallback(() => {
    if (def) void excel.run((onProgress) => exportToExcel(entity, filterQuery(def, listView), onProgress));
  }, [def, entity, excel, listView]);
  const onCustomExport = useCallback(() => setCustomOpen(true), []);
  // The grid treats a new model object as a change: each model is rebuilt only when its state changes.
  const sort = def ? sortOf(def, view.options) : undefined;
  const sortModel = useMemo<GridSortModel>(
    () => (sort ? [{ field: sort.field, sort: sort.order }] : []),
    [sort?.field, sort?.order],
  );
  // Until the reader chooses, the definition's optional columns (spec 5) start hidden.
  const hidden = view.options.hiddenColumns ?? def?.columns.filter((c) => c.optional).map((c) => c.field);
  const hiddenKey = (hidden ?? []).join(' ');
  const visibility = useMemo<GridColumnVisibilityModel>(
    () => Object.fromEntries((hiddenKey === '' ? [] : hiddenKey.split(' ')).map((c) => [c, false])),
    [hiddenKey],
  );
  const paginationModel = useMemo<GridPaginationModel>(() => ({ page: page - 1, pageSize }), [page, pageSize]);

  if (!def) {
    return (
      <>
        <BackLink explicitOnly />
        <PageHeader title={title} />
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ color: 'text.secondary' }}>
            {schema.isError ? 'This list could not be loaded.' : LOADING_TEXT}
          </Typography>
        </Paper>
      </>
    );
  }

  const plural = def.labelPlural.toLowerCase();
  const presetText = describePreset(def, preset);
  const emptyMessage = list.isError
    ? 'This list could not be loaded.'
    : isNarrowed(def, listView)
      ? `No ${plural} match.`
      : presetText !== ''
        ? `There are no ${plural} with ${presetText}.`
        : `There are no ${plural} yet.`;
  const count = list.data
    ? `${total.toLocaleString('en-GB')} ${total === 1 ? def.label.toLowerCase() : plural}`
    : undefined;
  const canCreate = def.abilities.create && !def.readOnly && canOpen;

  return (
    <>
      {/* Opened from a report's figure: the way back to the report. */}
      <BackLink explicitOnly />
      <PageHeader
        title={title}
        subtitle={count === undefined ? presetText || undefined : [count, presetText].filter(Boolean).join(' · ')}
        actions={
          canCreate ? (
            <LinkButton to={recordPath(recordRoute, 'new')} startIcon={<Add />}>
              New {def.label.toLowerCase()}
            </LinkButton>
          ) : undefined
        }
      />
      <ListFilters
        schema={def}
        search={view.search}
        onSearch={onSearch}
        offered={userFilters(def, preset)}
        filters={view.options.filters ?? {}}
        onFilter={(name, value) => update({ filters: { ...view.options.filters, [name]: value }, page: 1 })}
        cohort={cohort}
        onCohort={(next) => {
          useTableViewStore.getState().setCohortFilter(next);
          update({ page: 1 });
        }}
      />
      {excel.active && <DownloadProgress received={excel.received} total={excel.total} />}
      <EntityGrid
        schema={def}
        label={title}
        rows={list.data?.items ?? []}
        total={total}
        loading={list.isFetching}
        emptyMessage={emptyMessage}
        paginationModel={paginationModel}
        onPaginationModelChange={(model: GridPaginationModel) =>
          update(model.pageSize === pageSize ? { page: model.page + 1 } : { page: 1, pageSize: model.pageSize })
        }
        sortModel={sortModel}
        onSortModelChange={(model: GridSortModel) => {
          const first = model[0];
          update(
            first?.sort
              ? { sort: first.field, order: first.sort, page: 1 }
              : { sort: undefined, order: undefined, page: 1 },
          );
        }}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={(model: GridColumnVisibilityModel) =>
          update({ hiddenColumns: Object.keys(model).filter((c) => model[c] === false) })
        }
        onOpen={canOpen ? onOpen : undefined}
        canExport={def.abilities.export}
        exporting={excel.active}
        onExport={onExport}
        onCustomExport={onCustomExport}
      />
      {customOpen && (
        <CustomExportDialog
          open
          onClose={() => setCustomOpen(false)}
          entity={entity}
          schema={def}
          query={filterQuery(def, listView)}
        />
      )}
    </>
  );
}
