import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { isApiError } from '../../../../lib/api-client.ts';
import { handleApiError } from '../../../../lib/error-handler.ts';
import { useEntityRecord } from '../../../../lib/entity/get-entity-record.ts';
import { useEntitySchema } from '../../../../lib/entity/get-entity-schema.ts';
import { LOADING_TEXT } from '../../../../lib/loading-text.ts';
import { RecordForm } from '../../../../components/entity/record-form.tsx';

// The Details tab: the generic students form (spec 7.2), read-only because students are changed
// by their workflows (the Engagement tab), never by a plain edit.

const ENTITY = 'students';
const nothing = () => undefined;

export function DetailsTab({ studentId, title }: { studentId: number; title: string }) {
  const schema = useEntitySchema(ENTITY);
  const record = useEntityRecord(ENTITY, String(studentId));

  useEffect(() => {
    if (record.error && !(isApiError(record.error) && record.error.status === 404)) handleApiError(record.error);
  }, [record.error]);

  if (schema.isError || record.isError)
    return <Alert severity="error">The student’s details could not be loaded. Please try again.</Alert>;
  if (!schema.data || !record.data) return <Typography sx={{ py: 2 }}>{LOADING_TEXT}</Typography>;
  return (
    <RecordForm
      entity={ENTITY}
      schema={schema.data}
      record={record.data}
      title={title}
      onCreated={nothing}
      onDeleted={nothing}
    />
  );
}
