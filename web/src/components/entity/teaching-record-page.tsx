import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { applyPageTitle } from '../../lib/routing/page-title.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { PillTabs, pillTabPanelProps } from '../ui/pill-tabs.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { handleApiError } from '../../lib/error-handler.ts';
import { type EntityRecord, useEntityRecord } from '../../lib/entity/get-entity-record.ts';
import { useEntitySchema } from '../../lib/entity/get-entity-schema.ts';
import { recordTitle } from '../../lib/entity/display-value.ts';
import { EntityRecordPage } from './entity-record-screen.tsx';
import { LOADING_TEXT } from '../../lib/loading-text.ts';
import { RecordForm } from './record-form.tsx';
import { RecordHistory } from './record-history.tsx';
import { listRouteOf } from '../../lib/entity/entity-routes.ts';
import { BackLink } from '../ui/back-link.tsx';

// A record page of the generic entity screens (spec 2.5) with one more tab first: the module's
// or faculty member's teaching. Details (the generic form, editable with the entity's edit
// permission) and History are the generic ones; `/{module}/new` is the generic create form.

export interface TeachingRecordPageProps {
  entity: string;
  id: string;
  routeTitle: string;
  /** The first tab's label, e.g. 'Teaching'. */
  teachingLabel: string;
  /** The first tab's content, given the record as loaded (and as saved since). */
  teaching: (record: EntityRecord) => ReactNode;
  /** Shown beside the title, e.g. the module's template chip. */
  badge?: (record: EntityRecord) => ReactNode;
  /** More tabs of the page's own after the first (e.g. a contact's Consents), before Details. */
  moreTabs?: readonly ExtraTab[];
}

export interface ExtraTab {
  value: string;
  label: string;
  content: (record: EntityRecord) => ReactNode;
}

type TabValue = string;

export function TeachingRecordPage(props: TeachingRecordPageProps) {
  if (props.id === 'new') return <EntityRecordPage entity={props.entity} id={props.id} routeTitle={props.routeTitle} />;
  return <ExistingRecord {...props} />;
}

function ExistingRecord({
  entity,
  id,
  routeTitle,
  teachingLabel,
  teaching,
  badge,
  moreTabs = [],
}: TeachingRecordPageProps) {
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabValue>('teaching');
  const schema = useEntitySchema(entity);
  const record = useEntityRecord(entity, id);
  const list = listRouteOf(entity);
  const title =
    schema.data && record.data
      ? recordTitle(schema.data.titleFields, record.data) || `${schema.data.label} ${id}`
      : routeTitle;

  useEffect(() => {
    if (schema.data && record.data) applyPageTitle(title);
  }, [title, schema.data, record.data]);
  useEffect(() => {
    if (record.error && !(isApiError(record.error) && record.error.status === 404)) handleApiError(record.error);
  }, [record.error]);

  const idPrefix = `${entity}-record`;
  const tabs = [
    { value: 'teaching', label: teachingLabel },
    ...moreTabs.map((t) => ({ value: t.value, label: t.label })),
    { value: 'details', label: 'Details' },
    { value: 'history', label: 'History' },
  ];

  let body: ReactNode;
  if (schema.isError || record.isError) {
    const missing = isApiError(record.error) && record.error.status === 404;
    body = (
      <Alert severity="error">
        {missing ? 'This record does not exist, or it has been deleted.' : 'This record could not be loaded.'}
      </Alert>
    );
  } else if (!schema.data || !record.data) {
    body = <Typography sx={{ py: 2 }}>{LOADING_TEXT}</Typography>;
  } else {
    const data = record.data;
    body = (
      <>
        <PillTabs tabs={tabs} value={tab} onChange={(v) => setTab(v)} idPrefix={idPrefix} sx={{ mb: 2 }} />
        <Box {...pillTabPanelProps(idPrefix, tab)}>
          {tab === 'teaching' && teaching(record.data)}
          {moreTabs.map((t) => tab === t.value && <Box key={t.value}>{t.content(data)}</Box>)}
          {tab === 'details' && (
            <RecordForm
              entity={entity}
              schema={schema.data}
              record={record.data}
              title={title}
              onCreated={() => undefined}
              onDeleted={() => void navigate(list?.path ?? '/', { replace: true })}
            />
          )}
          {tab === 'history' && <RecordHistory entity={entity} id={id} />}
        </Box>
      </>
    );
  }

  return (
    <>
      <BackLink fallback={list ? { path: list.path, label: list.title } : null} />
      <PageHeader
        title={title}
        subtitle={
          schema.data && record.data ? (
            <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              {schema.data.label}
              {badge?.(record.data)}
            </Box>
          ) : undefined
        }
      />
      {body}
    </>
  );
}
