import type { DataStepKey } from '@collegium/domain/application-wizard';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';
import { useSaveStep } from '../../../lib/api/application.ts';
import type { ApplicationState } from '@collegium/domain/application-state';
import { useFormProblems } from '../../../components/form/form-problems.ts';
import type { FormProblem } from '../../../components/form/error-summary.tsx';

// One wizard step's form: checked in the browser with the step's shared zod schema, then saved
// (PUT .../steps/:step). A 422 from the server puts each message next to its field; anything
// else is shown above the form. Field problems are also listed in the error summary (issue 19).

export interface StepProps {
  state: ApplicationState;
  /** The wizard calls the bound function on Next; it resolves true once the step is saved. */
  bind: (submit: () => Promise<boolean>) => void;
  /** Enter in a field: the same as Next. */
  onEnter: () => void;
}

/** What went wrong on the last Next: each field's problem (for the error summary) and any other. */
export interface StepProblems {
  /** A problem of no field (the server unreachable, a refusal). */
  message: string | null;
  problems: readonly FormProblem[];
  focusField: (fieldId: string) => void;
  attempt: number;
}

export function useStepForm(step: DataStepKey, schema: z.ZodType, defaults: FieldValues, bind: StepProps['bind']) {
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as never) as Resolver<FieldValues>,
    defaultValues: defaults,
    // Issue 19: a failed Next focuses the error summary, whose links lead to the fields.
    shouldFocusError: false,
  });
  const saveStep = useSaveStep();
  const [message, setProblem] = useState<string | null>(null);
  const summary = useFormProblems(form);
  const problem: StepProblems = { message, ...summary };

  const submit = (): Promise<boolean> =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        async (values) => {
          setProblem(null);
          try {
            await saveStep.mutateAsync({ step, values });
            resolve(true);
          } catch (error) {
            const details = isApiError(error) && Array.isArray(error.body?.details) ? error.body.details : [];
            const known = Object.keys(form.getValues());
            let shown = false;
            for (const detail of details) {
              if (known.includes(detail.param.split('.')[0] ?? '')) {
                form.setError(detail.param, { message: detail.message });
                shown = true;
              }
            }
            if (!shown) setProblem(error instanceof Error ? error.message : String(error));
            resolve(false);
          }
        },
        () => resolve(false),
      )();
    });

  useEffect(() => {
    bind(submit);
  });

  return { form, control: form.control, submit, problem, saving: saveStep.isPending };
}
