import { declarationsStepSchema } from '@collegium/domain/application-wizard';
import { useWatch } from 'react-hook-form';
import { AgreeInput, TextInput, YesNoInput } from '../../../components/form/form-fields.tsx';
import { StepForm, StepSection, Wide } from './step-form.tsx';
import { type StepProps, useStepForm } from './use-step-form.ts';

const EMPTY = {
  convictions: null,
  convictionDetails: '',
  learningSupport: null,
  learningSupportDetails: '',
  truthful: false,
  dataProtection: false,
};

export function DeclarationsStep({ state, bind, onEnter }: StepProps) {
  const { control, problem } = useStepForm(
    'declarations',
    declarationsStepSchema,
    { ...EMPTY, ...state.answers.declarations },
    bind,
  );
  const [convictions, support] = useWatch({ control, name: ['convictions', 'learningSupport'] }) as [
    boolean | null,
    boolean | null,
  ];
  return (
    <StepForm problem={problem} onSubmit={onEnter}>
      <Wide>
        <YesNoInput
          control={control}
          name="convictions"
          label="Do you have any unspent criminal convictions or cautions?"
          help="Having one does not in itself stop you studying with us."
        />
      </Wide>
      {convictions === true && (
        <Wide>
          <TextInput
            control={control}
            name="convictionDetails"
            label="The convictions or cautions, and when"
            required
            multiline
          />
        </Wide>
      )}
      <Wide>
        <YesNoInput
          control={control}
          name="learningSupport"
          label="Do you have a disability, health condition or learning difference we should know about?"
        />
      </Wide>
      {support === true && (
        <Wide>
          <TextInput
            control={control}
            name="learningSupportDetails"
            label="What support would help you"
            required
            multiline
          />
        </Wide>
      )}
      <StepSection title="Declarations" />
      <Wide>
        <AgreeInput control={control} name="truthful" label="The information I have given is true and complete." />
      </Wide>
      <Wide>
        <AgreeInput
          control={control}
          name="dataProtection"
          label="I agree to the college keeping and using this information to consider my application."
        />
      </Wide>
    </StepForm>
  );
}
