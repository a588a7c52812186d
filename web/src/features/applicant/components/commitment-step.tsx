import {
  BAP_STAGES,
  commitmentStepSchema,
  MARITAL_STATUSES,
  TIME_AVAILABLE_OPTIONS,
} from '@collegium/domain/application-wizard';
import { useWatch } from 'react-hook-form';
import { SelectInput, TextInput, YesNoInput } from '../../../components/form/form-fields.tsx';
import { StepForm, StepSection, Wide } from './step-form.tsx';
import { type StepProps, useStepForm } from './use-step-form.ts';

// spec 3: the commitment questions (the diocese is asked on the next step).
const EMPTY = {
  ddo: '',
  bap: '',
  pioneerPanel: null,
  panelDate: '',
  maritalStatus: '',
  otherMaritalStatus: '',
  children: null,
  placement: '',
  supervisor: '',
  residentialAttendance: null,
  timeAvailable: '',
  computerAccess: null,
  concerns: '',
  attendanceQuery: '',
};

export function CommitmentStep({ state, bind, onEnter }: StepProps) {
  const { control, problem } = useStepForm(
    'commitment',
    commitmentStepSchema,
    { ...EMPTY, ...state.answers.commitment },
    bind,
  );
  const [bap, pioneer, marital, residential] = useWatch({
    control,
    name: ['bap', 'pioneerPanel', 'maritalStatus', 'residentialAttendance'],
  }) as [string, boolean | null, string, boolean | null];
  return (
    <StepForm
      intro="Studying with us is a commitment for you and those around you. These questions help us support you."
      problem={problem}
      onSubmit={onEnter}
    >
      <StepSection title="Discernment" />
      <TextInput
        control={control}
        name="ddo"
        label="Your Diocesan Director of Ordinands (DDO)"
        help="If you have one."
      />
      <SelectInput control={control} name="bap" label="Bishops’ Advisory Panel" required options={BAP_STAGES} />
      <YesNoInput control={control} name="pioneerPanel" label="Are you going to a pioneer ministry panel?" />
      {(bap === 'Booked' || pioneer === true) && (
        <TextInput control={control} name="panelDate" label="Date of the panel" type="date" required />
      )}

      <StepSection title="Home and family" />
      <SelectInput control={control} name="maritalStatus" label="Marital status" required options={MARITAL_STATUSES} />
      {marital === 'Other' && (
        <TextInput control={control} name="otherMaritalStatus" label="Your marital status" required />
      )}
      <TextInput
        control={control}
        name="children"
        label="Children living with you"
        type="number"
        required
        help="0 if none."
      />

      <StepSection title="Placement" />
      <TextInput
        control={control}
        name="placement"
        label="Church or organisation for your placement"
        help="If you know it already."
      />
      <TextInput control={control} name="supervisor" label="Placement supervisor" help="If you know who it will be." />

      <StepSection title="Time and study" />
      <Wide>
        <YesNoInput
          control={control}
          name="residentialAttendance"
          label="Can you attend every residential weekend of the course?"
        />
      </Wide>
      {residential === false && (
        <Wide>
          <TextInput
            control={control}
            name="attendanceQuery"
            label="Which residentials you cannot attend, and why"
            required
            multiline
          />
        </Wide>
      )}
      <SelectInput
        control={control}
        name="timeAvailable"
        label="Time you can give to study"
        required
        options={TIME_AVAILABLE_OPTIONS}
      />
      <YesNoInput control={control} name="computerAccess" label="Do you have a computer and internet access at home?" />
      <Wide>
        <TextInput
          control={control}
          name="concerns"
          label="Anything that may affect your studies"
          multiline
          help="Health, work, caring responsibilities ... (optional)."
        />
      </Wide>
    </StepForm>
  );
}
