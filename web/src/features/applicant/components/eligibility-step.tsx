import { eligibilityStepSchema, IMMIGRATION_STATUSES, needsVisaDetails } from '@collegium/domain/application-wizard';
import { useWatch } from 'react-hook-form';
import { SelectInput, TextInput, YesNoInput } from '../../../components/form/form-fields.tsx';
import { StepForm, Wide } from './step-form.tsx';
import { type StepProps, useStepForm } from './use-step-form.ts';

const EMPTY = {
  britishCitizen: null,
  nationality: '',
  immigrationStatus: '',
  visaDetails: '',
  englishFirstLanguage: null,
  englishQualification: '',
  highestQualification: '',
};

export function EligibilityStep({ state, bind, onEnter }: StepProps) {
  const { control, problem } = useStepForm(
    'eligibility',
    eligibilityStepSchema,
    { ...EMPTY, ...state.answers.eligibility },
    bind,
  );
  const [british, status, english] = useWatch({
    control,
    name: ['britishCitizen', 'immigrationStatus', 'englishFirstLanguage'],
  }) as [boolean | null, string, boolean | null];
  return (
    <StepForm
      intro="A few questions about your right to study in the UK and your qualifications."
      problem={problem}
      onSubmit={onEnter}
    >
      <Wide>
        <YesNoInput control={control} name="britishCitizen" label="Are you a British citizen?" />
      </Wide>
      {british === false && (
        <>
          <TextInput control={control} name="nationality" label="Nationality" required autoComplete="country-name" />
          <SelectInput
            control={control}
            name="immigrationStatus"
            label="Your right to live and study in the UK"
            required
            options={IMMIGRATION_STATUSES}
          />
          {needsVisaDetails(status) && (
            <Wide>
              <TextInput
                control={control}
                name="visaDetails"
                label="Which visa, and when it expires"
                required
                multiline
              />
            </Wide>
          )}
        </>
      )}
      <Wide>
        <YesNoInput control={control} name="englishFirstLanguage" label="Is English your first language?" />
      </Wide>
      {english === false && (
        <Wide>
          <TextInput
            control={control}
            name="englishQualification"
            label="English language qualification and grade"
            required
            help="For example IELTS 7.0 (2024)."
          />
        </Wide>
      )}
      <Wide>
        <TextInput
          control={control}
          name="highestQualification"
          label="Your highest qualification"
          required
          help='For example "A levels" or "BA Geography, Leeds".'
        />
      </Wide>
    </StepForm>
  );
}
