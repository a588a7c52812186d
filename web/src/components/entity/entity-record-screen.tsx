import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { applyPageTitle } from '../../lib/routing/page-title.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { PillTabs, pillTabPanelProps } from '../ui/pill-tabs.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { handleApiError } from '../../lib/error-handler.ts';
import { useEntityRecord } from '../../lib/entity/get-entity-record.ts';
import { useEntitySchema } from '../../lib/entity/get-entity-schema.ts';
import { recordTitle } from '../../lib/entity/display-value.ts';
import { listRouteOf, recordPath, recordRouteOf, useEntityRoute } from '../../lib/entity/entity-routes.ts';
import { LOADING_TEXT } from '../../lib/loading-text.ts';
import { RecordForm } from './record-form.tsx';
import { RecordHistory } from './record-history.tsx';
import { BackLink } from '../ui/back-link.tsx';

// spec 2.5: a record page `/{module}/{id}`; `/{module}/new` creates one (the record route's own
// path, so no extra route is needed). Tabs: Details (the generated form) and History.

const NEW_ID = 'new';
const TABS = [
  { value: 'details', label: 'Details' },
  { value: 'history', label: 'History' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

export function EntityRecordScreen() {
  const route = useEntityRoute();
  const { id = '' } = useParams();
  return <EntityRecordPage key={`${route.key}:${id}`} entity={route.entity} id={id} routeTitle={route.title} />;
}

export interface EntityRecordPageProps {
  entity: string;
  id: string;
  /** The route's title, shown until the record names itself. */
  routeTitle: string;
}

export function EntityRecordPage({ entity, id, routeTitle }: EntityRecordPageProps) {
  const isNew = id === NEW_ID;
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabValue>('details');
  const schema = useEntitySchema(entity);
  const record = useEntityRecord(entity, id, !isNew);
  const list = listRouteOf(entity);

  const title = !schema.data
    ? routeTitle
    : isNew
      ? `New ${schema.data.label.toLowerCase()}`
      : record.data
        ? recordTitle(schema.data.titleFields, record.data) || `${schema.data.label} ${id}`
        : routeTitle;

  useEffect(() => {
    if (schema.data && (isNew || record.data)) applyPageTitle(title);
  }, [title, schema.data, isNew, record.data]);

  let body;
  if (schema.isError || record.isError) {
    const error = schema.error ?? record.error;
    const missing = isApiError(error) && error.status === 404;
    body = (
      <Alert severity="error">
        {missing ? 'This record does not exist, or it has been deleted.' : 'This record could not be loaded.'}
      </Alert>
    );
  } else if (!schema.data || (!isNew && !record.data)) {
    body = <Typography sx={{ py: 2 }}>{LOADING_TEXT}</Typography>;
  } else if (isNew && (schema.data.readOnly || !schema.data.abilities.create)) {
    body = <Alert severity="info">You cannot add {schema.data.labelPlural.toLowerCase()}.</Alert>;
  } else {
    const def = schema.data;
    const idPrefix = `${entity}-record`;
    body = (
      <>
        {!isNew && (
          <PillTabs
            tabs={TABS}
            value={tab}
            onChange={(v) => setTab(v as TabValue)}
            idPrefix={idPrefix}
            sx={{ mb: 2 }}
          />
        )}
        <Box {...(isNew ? {} : pillTabPanelProps(idPrefix, tab))}>
          {tab === 'details' || isNew ? (
            <RecordForm
              entity={entity}
              schema={def}
              record={isNew ? null : (record.data ?? null)}
              title={title}
              onCreated={(created) => {
                const target = recordRouteOf(entity);
                if (target) void navigate(recordPath(target, created.id), { replace: true });
              }}
              onDeleted={() => void navigate(list?.path ?? '/', { replace: true })}
            />
          ) : (
            <RecordHistory entity={entity} id={id} />
          )}
        </Box>
      </>
    );
  }

  return (
    <>
      <BackLink fallback={list ? { path: list.path, label: list.title } : null} />
      <PageHeader title={title} subtitle={schema.data && !isNew ? schema.data.label : undefined} />
      <RecordErrorReporter error={record.error} />
      {body}
    </>
  );
}

/**
 * The record query shows a missing record in place; every other failure (a 401 above all, which
 * ends the session) still goes through the error catalogue (spec 8).
 */
function RecordErrorReporter({ error }: { error: unknown }) {
  useEffect(() => {
    if (error && !(isApiError(error) && error.status === 404)) handleApiError(error);
  }, [error]);
  return null;
}
