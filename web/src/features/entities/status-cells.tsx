import { statusColour } from '@collegium/domain/status-colour';
import type { ReactNode } from 'react';
import { StatusChip } from '../../components/ui/status-chip.tsx';
import { CohortGroupChip } from '../../components/student/cohort-group-chip.tsx';

// List columns shown as a status chip in the colour class of spec 4.4, by `entity.field`.
const STATUS_COLUMNS: ReadonlySet<string> = new Set(['applications.status']);

/** How a list cell of `entity`'s `field` is drawn, when it is a coloured status; else undefined. */
export function statusCellFor(
  entity: string,
  field: string,
  /** How the stored value reads (a coded field's label); the colour follows the stored value. */
  label: (value: unknown) => string = String,
): ((value: unknown) => ReactNode) | undefined {
  // Issue 20, feature cohortGroupLabels (the column is served only with it): a labelled chip.
  if (`${entity}.${field}` === 'students.cohortGroup') {
    return (value) => (typeof value === 'string' && value !== '' ? <CohortGroupChip group={value} /> : null);
  }
  if (!STATUS_COLUMNS.has(`${entity}.${field}`)) return undefined;
  return (value) =>
    typeof value === 'string' && value !== '' ? <StatusChip label={label(value)} colour={statusColour(value)} /> : null;
}
