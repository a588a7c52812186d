import {
  DECLARATION_CONDITIONS,
  type DeclarationKind,
  declarationSchema,
  type DeclarationView,
  DIAGNOSED_BY,
  DIAGNOSIS_STATES,
  SUPPORT_ADJUSTMENTS,
} from '@collegium/domain/student-support';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { type Control, type FieldValues, useController, useWatch } from 'react-hook-form';
import { SelectInput, TextInput, YesNoInput } from '../../components/form/form-fields.tsx';
import { CheckboxChoice, RadioChoice } from '../../components/ui/choice-fields.tsx';
import { useStudentSection } from '../../lib/api/student-forms.ts';
import { StudentForm, Wide } from '../../components/form/student-form.tsx';
import { EvidenceField } from './evidence-field.tsx';

// spec 2.6 group Student Support: /forms/neurodiversity-declaration and /forms/disability-declaration.
// What the student-support team needs to arrange support: the conditions, any diagnosis, how it
// affects study, the adjustments asked for, optional evidence, and whether tutors may be told.

const sectionOf = (kind: DeclarationKind) => `support-declarations/${kind}`;
const toValues = (v: DeclarationView): FieldValues => {
  const d = v.declaration;
  return {
    conditions: d?.conditions ?? [],
    otherCondition: d?.otherCondition ?? '',
    diagnosis: d?.diagnosis ?? null,
    diagnosedBy: d?.diagnosedBy ?? '',
    impact: d?.impact ?? '',
    adjustments: d?.adjustments ?? [],
    otherAdjustments: d?.otherAdjustments ?? '',
    shareWithTutors: d ? d.shareWithTutors : null,
    evidenceFileId: d?.evidenceFileId ?? null,
  };
};

/** A field shown only while `when` holds of another field's value; emptied when hidden. */
function Shown({
  control,
  watch,
  when,
  name,
  children,
}: {
  control: Control<FieldValues>;
  watch: string;
  when: (v: unknown) => boolean;
  name: string;
  children: ReactNode;
}) {
  const watched = useWatch({ control, name: watch });
  const { field } = useController({ name, control });
  const show = when(watched);
  useEffect(() => {
    if (!show && field.value !== '') field.onChange('');
  }, [show, field]);
  return show ? <Wide>{children}</Wide> : null;
}

const hasOther = (v: unknown) => Array.isArray(v) && v.includes('Other');

function DeclarationScreen({ kind, title, intro }: { kind: DeclarationKind; title: string; intro: string }) {
  const section = sectionOf(kind);
  const saved = useStudentSection<DeclarationView>(section).data?.declaration ?? null;
  const conditions = DECLARATION_CONDITIONS[kind].map((c) => ({ value: c.value, label: c.value }));
  return (
    <StudentForm
      title={title}
      subtitle="Confidential to the student support team"
      section={section}
      schema={declarationSchema(kind)}
      toValues={toValues}
    >
      {(control) => (
        <>
          <Wide>
            <Typography sx={{ mb: 1 }}>{intro}</Typography>
            <Typography>
              Only the student support team reads this form. If you agree below, we tell your tutors what you need (not
              your evidence) so they can make the adjustments. You can change your answers at any time.
            </Typography>
          </Wide>
          <Wide>
            <CheckboxChoice
              control={control}
              name="conditions"
              label={
                kind === 'neurodiversity'
                  ? 'Which of these apply to you?'
                  : 'Which of these describe your disability or condition?'
              }
              help="Choose all that apply."
              options={conditions}
              required
            />
          </Wide>
          <Shown control={control} watch="conditions" when={hasOther} name="otherCondition">
            <TextInput control={control} name="otherCondition" label="Which other condition?" required />
          </Shown>
          <Wide>
            <RadioChoice
              control={control}
              name="diagnosis"
              label="Do you have a formal diagnosis?"
              options={DIAGNOSIS_STATES}
            />
          </Wide>
          <Shown control={control} watch="diagnosis" when={(v) => v === 'diagnosed'} name="diagnosedBy">
            <SelectInput
              control={control}
              name="diagnosedBy"
              label="Who diagnosed it?"
              options={DIAGNOSED_BY}
              required
            />
          </Shown>
          <Wide>
            <TextInput
              control={control}
              name="impact"
              label="How does this affect your studies?"
              help="For example reading, writing, concentration, getting to lectures, or timed assessments."
              multiline
              required
            />
          </Wide>
          <Wide>
            <CheckboxChoice
              control={control}
              name="adjustments"
              label="What support would help you?"
              help="Choose any that would help; we will talk them through with you."
              options={SUPPORT_ADJUSTMENTS.map((a) => ({ value: a, label: a }))}
            />
          </Wide>
          <Shown control={control} watch="adjustments" when={hasOther} name="otherAdjustments">
            <TextInput
              control={control}
              name="otherAdjustments"
              label="What other support would help?"
              multiline
              required
            />
          </Shown>
          <Wide>
            <EvidenceField control={control} savedName={saved?.evidenceName ?? null} />
          </Wide>
          <Wide>
            <YesNoInput
              control={control}
              name="shareWithTutors"
              label="May we tell your tutors what support you need?"
              help="If you say no, only the student support team will know, and some adjustments may be harder to arrange."
            />
          </Wide>
        </>
      )}
    </StudentForm>
  );
}

export function NeurodiversityDeclarationScreen() {
  return (
    <DeclarationScreen
      kind="neurodiversity"
      title="Neurodiversity Declaration"
      intro="Tell us about a specific learning difference or neurodivergent condition, such as dyslexia, dyspraxia, ADHD or autism, so that we can put the right support in place for your studies and assessments."
    />
  );
}

export function DisabilityDeclarationScreen() {
  return (
    <DeclarationScreen
      kind="disability"
      title="Disability Declaration"
      intro="Tell us about a disability, a mental health condition or a long-term illness, so that we can make reasonable adjustments to your teaching, assessments and residentials."
    />
  );
}
