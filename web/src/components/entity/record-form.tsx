import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppButton } from '../ui/button.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { handleApiError } from '../../lib/error-handler.ts';
import { useSnackbarStore } from '../../lib/snackbar-store.ts';
import { useDeleteEntityRecord } from '../../lib/entity/delete-entity-record.ts';
import { fetchLatestRecord } from '../../lib/entity/get-entity-record.ts';
import type { EntityRecord } from '../../lib/entity/get-entity-record.ts';
import type { EntitySchema } from '../../lib/entity/get-entity-schema.ts';
import { useSaveEntityRecord } from '../../lib/entity/save-entity-record.ts';
import { sameValue, toFormValues, writableValues } from '../../lib/entity/form-values.ts';
import type { FormValues } from '../../lib/entity/form-values.ts';
import { recordResolver } from '../../lib/entity/record-validation.ts';
import { ConflictAlert } from './conflict-alert.tsx';
import { DeleteRecordDialog } from './delete-record-dialog.tsx';
import { RecordField } from './record-field.tsx';
import { isStaleVersion } from '../ui/stale-version-alert.tsx';

export interface RecordFormProps {
  entity: string;
  schema: EntitySchema;
  /** null: a new record (POST). */
  record: EntityRecord | null;
  /** The record's name, for the delete question. */
  title: string;
  onCreated: (record: EntityRecord) => void;
  onDeleted: () => void;
}

type Conflict = 'none' | 'stale' | 'reloaded';

interface ErrorDetail {
  message?: unknown;
  param?: unknown;
}

/**
 * The generic record form: one input per field of the definition, laid out on 12 columns (each
 * field `cols` wide from md up, full width on phones). Validation runs on the client with the
 * domain's own schema and again on the server, whose 422 details land beside the same fields.
 */
export function RecordForm({ entity, schema, record, title, onCreated, onDeleted }: RecordFormProps) {
  const { fields } = schema;
  const isNew = record === null;
  const editable = !schema.readOnly && (isNew ? schema.abilities.create : schema.abilities.edit);
  const canDelete = !isNew && !schema.readOnly && schema.abilities.delete;

  // The version this form edits against: the record it opened with, then each saved or reloaded one.
  const [base, setBase] = useState<EntityRecord | null>(record);
  const [conflict, setConflict] = useState<Conflict>('none');
  const [theirs, setTheirs] = useState<Record<string, { value: unknown }>>({});
  const [formError, setFormError] = useState<string[]>([]);
  const [reloading, setReloading] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const resolver = useMemo(() => recordResolver(entity, fields), [entity, fields]);
  const form = useForm<FormValues>({
    defaultValues: toFormValues(fields, record),
    ...(resolver ? { resolver } : {}),
  });
  const { control, handleSubmit, reset, setError, setValue, getValues, formState } = form;
  const save = useSaveEntityRecord(entity);
  const remove = useDeleteEntityRecord(entity);
  const notify = useSnackbarStore((s) => s.notify);

  const showServerErrors = (details: unknown, message: string) => {
    const names = new Set(fields.map((f) => f.name));
    const unplaced: string[] = [];
    let first = true;
    for (const detail of Array.isArray(details) ? (details as ErrorDetail[]) : []) {
      const text = typeof detail.message === 'string' ? detail.message : message;
      const param = typeof detail.param === 'string' ? detail.param.split('.')[0] : undefined;
      if (param !== undefined && names.has(param)) {
        setError(param, { type: 'server', message: text }, { shouldFocus: first });
        first = false;
      } else unplaced.push(param ? `${text} (${param})` : text);
    }
    setFormError(unplaced.length > 0 || first ? [message, ...unplaced] : []);
  };

  const onSubmit = handleSubmit(async (valid) => {
    setFormError([]);
    const values = writableValues(fields, valid);
    try {
      const saved = await save.mutateAsync(
        base === null ? { values } : { id: String(base.id), version: base.version, values },
      );
      notify(`${schema.label} ${isNew ? 'created' : 'saved'}.`, { type: 'success' });
      if (isNew) {
        onCreated(saved);
        return;
      }
      setBase(saved);
      reset(toFormValues(fields, saved));
      setConflict('none');
      setTheirs({});
    } catch (error) {
      if (isApiError(error) && error.status === 422) showServerErrors(error.body?.details, error.message);
      else if (isStaleVersion(error)) setConflict('stale');
      else handleApiError(error);
    }
  });

  /**
   * After a 409: fetch the latest record and keep what the reader typed. A field counts as typed
   * when its value differs from the version the reader started from; those values are put back
   * over the latest record, every other field takes the latest value. Where someone else changed
   * a field the reader also changed, their value is shown under the field, so nothing either of
   * them wrote is lost from sight; saving again (with the new version) keeps the reader's.
   */
  const reload = async () => {
    if (base === null) return;
    const mine = getValues();
    const started = toFormValues(fields, base);
    setReloading(true);
    let latest: EntityRecord;
    try {
      latest = await fetchLatestRecord(entity, String(base.id));
    } catch (error) {
      handleApiError(error);
      return;
    } finally {
      setReloading(false);
    }
    const latestValues = toFormValues(fields, latest);
    setBase(latest);
    reset(latestValues);
    const clashes: Record<string, { value: unknown }> = {};
    for (const field of fields) {
      const name = field.name;
      if (field.readOnly || sameValue(mine[name], started[name]) || sameValue(mine[name], latestValues[name])) continue;
      setValue(name, mine[name], { shouldDirty: true });
      if (!sameValue(latestValues[name], started[name])) clashes[name] = { value: latestValues[name] };
    }
    setTheirs(clashes);
    setConflict('reloaded');
  };

  const confirmDelete = async () => {
    if (base === null) return;
    try {
      await remove.mutateAsync({ id: String(base.id), version: base.version });
      setDeleteOpen(false);
      notify(`${schema.label} deleted.`, { type: 'success' });
      onDeleted();
    } catch (error) {
      if (isApiError(error) && error.status === 409) setRefusal(error.message);
      else {
        setDeleteOpen(false);
        handleApiError(error);
      }
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={`${schema.label} details`}>
      {conflict !== 'none' && (
        <ConflictAlert
          state={conflict}
          clashes={Object.keys(theirs).length}
          reloading={reloading}
          onReload={() => void reload()}
        />
      )}
      {formError.length > 0 && (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {formError.join('\n')}
        </Alert>
      )}
      <Grid container spacing={2}>
        {fields.map((field) => (
          <Grid key={field.name} size={{ xs: 12, md: field.cols }}>
            <RecordField field={field} control={control} readOnly={!editable} theirs={theirs[field.name]} />
          </Grid>
        ))}
      </Grid>
      {(editable || canDelete) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
          {editable && (
            <AppButton type="submit" startIcon={<Save />} disabled={save.isPending || reloading}>
              {isNew ? `Create ${schema.label.toLowerCase()}` : 'Save'}
            </AppButton>
          )}
          {editable && !isNew && formState.isDirty && (
            <Button
              onClick={() => {
                reset(toFormValues(fields, base));
                setTheirs({});
                setFormError([]);
              }}
            >
              Discard changes
            </Button>
          )}
          {canDelete && (
            <AppButton
              color="error"
              variant="outlined"
              startIcon={<DeleteOutline />}
              onClick={() => {
                setRefusal(null);
                setDeleteOpen(true);
              }}
              sx={{ ml: { sm: 'auto' } }}
            >
              Delete
            </AppButton>
          )}
        </Box>
      )}
      <DeleteRecordDialog
        open={deleteOpen}
        title={title}
        pending={remove.isPending}
        refusal={refusal}
        onCancel={() => setDeleteOpen(false)}
        onConfirm={() => void confirmDelete()}
      />
    </Box>
  );
}
