import { referencesStepSchema } from '@collegium/domain/application-wizard';
import { TextInput } from '../../../components/form/form-fields.tsx';
import { StepForm, StepSection } from './step-form.tsx';
import { type StepProps, useStepForm } from './use-step-form.ts';

type Referee = { name: string; email: string };
const blank = (): Referee => ({ name: '', email: '' });

export function ReferencesStep({ state, bind, onEnter }: StepProps) {
  const saved = state.answers.references as { referees?: Referee[]; leader?: Referee | null } | null | undefined;
  const { control, problem } = useStepForm(
    'references',
    referencesStepSchema({
      course: (state.answers.course?.course as string | undefined) ?? null,
      applicantEmail: state.email,
    }),
    {
      referees: [saved?.referees?.[0] ?? blank(), saved?.referees?.[1] ?? blank()],
      leader: state.needsLeaderReference ? (saved?.leader ?? blank()) : null,
    },
    bind,
  );
  return (
    <StepForm
      intro="When you submit your application we will e-mail each referee a link to a short reference form. Choose people who know you well and are not relatives."
      problem={problem}
      onSubmit={onEnter}
    >
      {[0, 1].map((i) => (
        <RefereeFields key={i} title={`Referee ${i + 1}`} prefix={`referees.${i}`} control={control} />
      ))}
      {state.needsLeaderReference && <RefereeFields title="Your church leader" prefix="leader" control={control} />}
    </StepForm>
  );
}

function RefereeFields({
  title,
  prefix,
  control,
}: {
  title: string;
  prefix: string;
  control: ReturnType<typeof useStepForm>['control'];
}) {
  return (
    <>
      <StepSection title={title} />
      <TextInput control={control} name={`${prefix}.name`} label={`${title}: name`} required />
      <TextInput control={control} name={`${prefix}.email`} label={`${title}: e-mail`} type="email" required />
    </>
  );
}
