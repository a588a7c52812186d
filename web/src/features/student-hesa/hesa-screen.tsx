import {
  DISABILITY_NONE,
  DISABILITY_REFUSED,
  HESA_QUESTIONS,
  type HesaDataView,
  hesaAnswersSchema,
  type HesaQuestion,
} from '@collegium/domain/student-hesa';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { Control, FieldValues } from 'react-hook-form';
import { SelectInput } from '../../components/form/form-fields.tsx';
import { useStudentSection } from '../../lib/api/student-forms.ts';
import { StudentForm, Wide } from '../../components/form/student-form.tsx';
import { CheckboxChoice, RadioChoice } from '../../components/ui/choice-fields.tsx';

// spec 2.6 /forms/hesa (forms:hesa): the student's answers to HESA's equality questions for this
// academic year, each a HESA code. When this year's are not given yet, last year's are filled in
// to confirm. A local draft, the unsaved-changes guard and the field errors come from StudentForm.

const SECTION = 'hesadata';

const toValues = (v: HesaDataView) =>
  Object.fromEntries(HESA_QUESTIONS.map((q) => [q.key, v.answers?.[q.key] ?? (q.multiple ? [] : null)])) as FieldValues;

const choices = (q: HesaQuestion) => q.options.map((o) => ({ value: o.code, label: o.label }));

function Question({ q, control }: { q: HesaQuestion; control: Control<FieldValues> }) {
  if (q.multiple) {
    return (
      <CheckboxChoice
        control={control}
        name={q.key}
        label={q.question}
        help={q.hint}
        options={choices(q)}
        exclusive={[DISABILITY_NONE, DISABILITY_REFUSED]}
        required
      />
    );
  }
  // Long lists as a select (one line at 360 px); short ones as radios, every answer in sight.
  if (q.options.length > 6)
    return (
      <SelectInput control={control} name={q.key} label={q.question} help={q.hint} options={choices(q)} required />
    );
  return <RadioChoice control={control} name={q.key} label={q.question} help={q.hint} options={choices(q)} />;
}

function Intro() {
  const data = useStudentSection<HesaDataView>(SECTION).data;
  return (
    <Wide>
      <Typography sx={{ mb: 1 }}>
        Every UK college sends the Higher Education Statistics Agency (HESA) some facts about its students each year.
        HESA and the Office for Students use them to see whether people of every background get into higher education
        and do well there, and we use them to check that we treat everyone fairly.
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Your answers are confidential: only the registry sees them, they are never used to make decisions about you, and
        HESA publishes nothing that could identify you. Every question has a “Prefer not to say” answer where HESA
        allows one.
      </Typography>
      {data?.carriedFrom && (
        <Alert severity="info" sx={{ mt: 1 }}>
          We have filled in the answers you gave for {data.carriedFrom}. Please check them and save to confirm them for{' '}
          {data.academicYear}.
        </Alert>
      )}
      {data?.updatedAt && (
        <Alert severity="success" sx={{ mt: 1 }}>
          You have answered for {data.academicYear}. You can change your answers at any time this year.
        </Alert>
      )}
    </Wide>
  );
}

export function HesaScreen() {
  return (
    <StudentForm
      title="HESA Data"
      subtitle="Equality monitoring for this academic year"
      section={SECTION}
      schema={hesaAnswersSchema}
      toValues={toValues}
    >
      {(control) => (
        <>
          <Intro />
          {HESA_QUESTIONS.map((q) => (
            <Wide key={q.key}>
              <Question q={q} control={control} />
            </Wide>
          ))}
        </>
      )}
    </StudentForm>
  );
}
