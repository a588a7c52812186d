import { safeguardingSchema } from '@collegium/domain/student-forms/schemas';
import { TextInput } from '../../../components/form/form-fields.tsx';
import { StudentForm, Wide } from '../../../components/form/student-form.tsx';

// spec 2.6 /forms/safeguarding: the student's safeguarding training.

const toValues = (v: { trainingDate: string; certificate: string }) => ({
  trainingDate: v.trainingDate,
  certificate: v.certificate,
});

export function SafeguardingScreen() {
  return (
    <StudentForm
      title="Safeguarding"
      subtitle="When you last completed safeguarding training, and the certificate you were given."
      section="safeguarding"
      schema={safeguardingSchema}
      toValues={toValues}
    >
      {(control) => (
        <>
          <TextInput control={control} name="trainingDate" label="Date of training" type="date" required />
          <Wide>
            <TextInput
              control={control}
              name="certificate"
              label="Certificate"
              help="The certificate's reference, or the course and provider named on it."
              required
            />
          </Wide>
        </>
      )}
    </StudentForm>
  );
}
