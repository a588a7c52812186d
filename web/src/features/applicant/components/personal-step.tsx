import { personalStepSchema } from '@collegium/domain/application-wizard';
import { TextInput } from '../../../components/form/form-fields.tsx';
import { StepForm } from './step-form.tsx';
import { type StepProps, useStepForm } from './use-step-form.ts';

const EMPTY = {
  title: '',
  firstName: '',
  lastName: '',
  preferredName: '',
  dateOfBirth: '',
  phone: '',
  address1: '',
  address2: '',
  city: '',
  county: '',
  postCode: '',
};

export function PersonalStep({ state, bind, onEnter }: StepProps) {
  const { control, problem } = useStepForm(
    'personal',
    personalStepSchema,
    { ...EMPTY, ...state.answers.personal },
    bind,
  );
  return (
    <StepForm intro={`Your details. We will write to you at ${state.email}.`} problem={problem} onSubmit={onEnter}>
      <TextInput
        control={control}
        name="title"
        label="Title"
        autoComplete="honorific-prefix"
        help="Mr, Mrs, Ms, Dr, Revd ..."
      />
      <TextInput control={control} name="preferredName" label="Preferred name" autoComplete="nickname" />
      <TextInput control={control} name="firstName" label="First name" required autoComplete="given-name" />
      <TextInput control={control} name="lastName" label="Last name" required autoComplete="family-name" />
      <TextInput control={control} name="dateOfBirth" label="Date of birth" type="date" required autoComplete="bday" />
      <TextInput control={control} name="phone" label="Phone" type="tel" required autoComplete="tel" />
      <TextInput control={control} name="address1" label="Address line 1" required autoComplete="address-line1" />
      <TextInput control={control} name="address2" label="Address line 2" autoComplete="address-line2" />
      <TextInput control={control} name="city" label="Town or city" required autoComplete="address-level2" />
      <TextInput control={control} name="county" label="County" autoComplete="address-level1" />
      <TextInput control={control} name="postCode" label="Postcode" required autoComplete="postal-code" />
    </StepForm>
  );
}
