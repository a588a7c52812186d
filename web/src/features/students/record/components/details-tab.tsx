import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { FactList } from '../../../../components/student/fact-list.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { displayValue } from '../../../../lib/entity/display-value.ts';
import { handleApiError } from '../../../../lib/error-handler.ts';
import { useEntityRecord } from '../../../../lib/entity/get-entity-record.ts';
import type { EntityRecord } from '../../../../lib/entity/get-entity-record.ts';
import { useEntitySchema } from '../../../../lib/entity/get-entity-schema.ts';
import type { EntitySchema } from '../../../../lib/entity/get-entity-schema.ts';
import { LOADING_TEXT } from '../../../../lib/loading-text.ts';

// The Details tab: the student's fields from the generic students definition (spec 7.2), read as
// a description list (issue 19), not as a greyed-out form: students are changed by their workflows
// (the Engagement tab), never by a plain edit. What the header above already says is not repeated.

const ENTITY = 'students';

/** Fields the record's header shows already (name, partner id, programme, level, cohort, hub, status). */
export const HEADER_FIELDS: ReadonlySet<string> = new Set([
  'partnerId',
  'programmeCode',
  'level',
  'cohort',
  'status',
  'cohortGroup',
  'hub',
]);

/** The facts of the tab: every field of the definition but the header's, each as it reads on screen. */
export function detailFacts(schema: EntitySchema, record: EntityRecord) {
  return schema.fields
    .filter((f) => !HEADER_FIELDS.has(f.name) && !schema.titleFields.includes(f.name))
    .map((f) => ({ label: f.label, value: displayValue(record[f.name], f.input) }));
}

export function DetailsTab({ studentId }: { studentId: number }) {
  const schema = useEntitySchema(ENTITY);
  const record = useEntityRecord(ENTITY, String(studentId));

  useEffect(() => {
    if (record.error && !(isApiError(record.error) && record.error.status === 404)) handleApiError(record.error);
  }, [record.error]);

  if (schema.isError || record.isError)
    return <Alert severity="error">The student’s details could not be loaded. Please try again.</Alert>;
  if (!schema.data || !record.data) return <Typography sx={{ py: 2 }}>{LOADING_TEXT}</Typography>;
  return (
    <section aria-label="Student details">
      <FactList minColumnWidth={200} facts={detailFacts(schema.data, record.data)} />
    </section>
  );
}
