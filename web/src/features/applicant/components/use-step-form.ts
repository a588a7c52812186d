import type { DataStepKey } from '@collegium/domain/application-wizard';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';
import { useSaveStep } from '../../../lib/api/application.ts';
import type { ApplicationState } from '@collegium/domain/application-state';

// One wizard step's form: checked in the browser with the step's shared zod schema, then saved
// (PUT .../steps/:step). A 422 from the server puts each message next to its field; anything
// else is shown above the form.

export interface StepProps {
  state: ApplicationState;
  /** The wizard calls the bound function on Next; it resolves true once the step is saved. */
  bind: (submit: () => Promise<boolean>) => void;
  /** Enter in a field: the same as Next. */
  onEnter: () => void;
}

export function useStepForm(step: DataStepKey, schema: z.ZodType, defaults: FieldValues, bind: StepProps['bind']) {
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as never) as Resolver<FieldValues>,
    defaultValues: defaults,
  });
  const saveStep = useSaveStep();
  const [problem, setProblem] = useState<string | null>(null);

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
                form.setError(detail.param, { message: detail.message }, { shouldFocus: !shown });
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
