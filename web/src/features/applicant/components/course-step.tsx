import { courseStepSchema } from '@collegium/domain/application-wizard';
import { formatDate } from '@collegium/domain/date-format';
import { useWatch } from 'react-hook-form';
import { getConfig } from '../../../lib/config.ts';
import { useApplicantOptions } from '../../../lib/api/application.ts';
import { SelectInput, YesNoInput } from '../../../components/form/form-fields.tsx';
import { StepForm } from './step-form.tsx';
import { type StepProps, useStepForm } from './use-step-form.ts';
import { useLookupChoices, withHeld } from '../../../lib/lookups.ts';

// spec 5: the applicant course picker offers only PT and Extended.
const PACES = [
  { value: 'PT', label: 'Part time' },
  { value: 'Extended', label: 'Extended (part time over more years)' },
];

export function CourseStep({ state, bind, onEnter }: StepProps) {
  const options = useApplicantOptions();
  const saved = state.answers.course;
  // System data's student types (the server checks the same list).
  const applicantTypes = useLookupChoices('student-types').data?.values ?? [];
  const { control, problem } = useStepForm(
    'course',
    courseStepSchema,
    {
      applicantType: saved?.applicantType ?? '',
      flexi: saved?.flexi ?? null,
      studyPace: saved?.studyPace ?? '',
      course: saved?.course ?? '',
      intake: saved?.intake ?? '',
    },
    bind,
  );
  const course = useWatch({ control, name: 'course' }) as string;
  const intakes = Object.entries(options.data?.intakes ?? {})
    .filter(([, programmes]) => course !== '' && programmes.includes(course))
    .map(([date]) => ({ value: date, label: formatDate(date, getConfig().dateFormat) }));

  return (
    <StepForm
      intro="Which course would you like to study, and when would you like to start?"
      problem={problem}
      onSubmit={onEnter}
    >
      <SelectInput
        control={control}
        name="course"
        label="Course"
        required
        options={(options.data?.programmes ?? []).map((p) => ({
          value: p.code,
          label: p.title === p.code ? p.code : `${p.title} (${p.code})`,
        }))}
      />
      <SelectInput
        control={control}
        name="intake"
        label="Start date"
        required
        options={intakes}
        help={
          course === ''
            ? 'Choose a course first.'
            : intakes.length === 0
              ? 'No intake is open for this course yet.'
              : undefined
        }
      />
      <SelectInput
        control={control}
        name="applicantType"
        label="Applicant type"
        required
        options={withHeld(applicantTypes, saved?.applicantType)}
        help="Ordinands are training for ordination; LLM is licensed lay ministry."
      />
      <SelectInput control={control} name="studyPace" label="Study pace" required options={PACES} />
      <YesNoInput control={control} name="flexi" label="Would you like to study flexibly, one module at a time?" />
    </StepForm>
  );
}
