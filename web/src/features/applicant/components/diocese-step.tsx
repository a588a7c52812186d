import { dioceseStepSchema } from '@collegium/domain/application-wizard';
import { useApplicantOptions } from '../../../lib/api/application.ts';
import { SelectInput } from '../../../components/form/form-fields.tsx';
import { StepForm } from './step-form.tsx';
import { type StepProps, useStepForm } from './use-step-form.ts';
import { useLookupChoices, withHeld } from '../../../lib/lookups.ts';

export function DioceseStep({ state, bind, onEnter }: StepProps) {
  const options = useApplicantOptions();
  const saved = state.answers.diocese;
  // System data's cohort groups (the server checks the same list).
  const cohortGroups = useLookupChoices('cohort-groups').data?.values ?? [];
  const { control, problem } = useStepForm(
    'diocese',
    dioceseStepSchema({ applicantType: (state.answers.course?.applicantType as string | undefined) ?? null }),
    { diocese: saved?.diocese ?? '', cohortGroup: saved?.cohortGroup ?? '' },
    bind,
  );
  const dioceses = [
    ...(state.needsDiocese ? [] : [{ value: '', label: 'No diocese' }]),
    ...(options.data?.dioceses ?? []).map((d) => ({ value: d, label: d })),
  ];
  return (
    <StepForm
      intro={
        state.needsDiocese
          ? 'Which diocese is sending you, and which cohort will you join?'
          : 'If a diocese supports your studies, choose it. Which cohort will you join?'
      }
      problem={problem}
      onSubmit={onEnter}
    >
      <SelectInput control={control} name="diocese" label="Diocese" required={state.needsDiocese} options={dioceses} />
      <SelectInput
        control={control}
        name="cohortGroup"
        label="Cohort group"
        required
        options={withHeld(cohortGroups, saved?.cohortGroup)}
      />
    </StepForm>
  );
}
