import { useCallback } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import type { FormProblem } from './error-summary.tsx';

// The error summary's lines for a react-hook-form form (issue 19): every field error, nested ones
// (a contact's telephone, a reference's e-mail) too, in the order the fields were registered.
// A link's target is the field's input id (fieldDomId); following it focuses the field through
// the form, which also reaches inputs without that id (radios, file inputs).

/** The input id of a form field named `name` ('contacts.0.phone' → 'field-contacts-0-phone'). */
export function fieldDomId(name: string): string {
  return `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

interface Leaf {
  name: string;
  message: string;
}

function leaves(errors: unknown, prefix: string): Leaf[] {
  if (errors === null || typeof errors !== 'object') return [];
  const entry = errors as { message?: unknown; type?: unknown };
  // A field's own error has a message and a type (the schema's) or a ref (setError's, from the server).
  const own = typeof entry.type === 'string' || 'ref' in entry;
  if (typeof entry.message === 'string' && entry.message !== '' && own && prefix !== '')
    return [{ name: prefix, message: entry.message }];
  return Object.entries(errors).flatMap(([key, value]) =>
    key === 'ref' || key === 'root' ? [] : leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * What a summary line says before a field's message, for forms that repeat a group of fields
 * (two emergency contacts): 'Second contact' makes "Second contact: Enter the contact's name."
 * The message at the field itself stays as it is.
 */
export type ProblemContext = (fieldName: string) => string | undefined;

/** The field errors as the summary's problems, with the field names their ids stand for. */
export function formProblems(
  errors: FieldErrors,
  context?: ProblemContext,
): { problems: FormProblem[]; names: Map<string, string> } {
  const names = new Map<string, string>();
  const problems = leaves(errors, '').map(({ name, message }) => {
    const fieldId = fieldDomId(name);
    names.set(fieldId, name);
    const where = context?.(name);
    return { fieldId, message: where ? `${where}: ${message}` : message };
  });
  return { problems, names };
}

/** The summary's problems once the form has been sent, and how a link focuses its field. */
export function useFormProblems<T extends FieldValues>(form: UseFormReturn<T>, context?: ProblemContext) {
  const { errors, submitCount } = form.formState;
  const { problems, names } = formProblems(errors, context);
  const { setFocus } = form;
  const focusField = useCallback(
    (fieldId: string) => {
      const name = names.get(fieldId);
      const el = document.getElementById(fieldId);
      if (el) el.focus();
      else if (name) setFocus(name as never);
    },
    [names, setFocus],
  );
  return { problems: submitCount > 0 ? problems : [], focusField, attempt: submitCount };
}
