import { dbsSchema } from '@collegium/domain/student-forms/schemas';
import { TextInput, YesNoInput } from '../../../components/form/form-fields.tsx';
import { StudentForm, Wide } from '../../../components/form/student-form.tsx';

// spec 2.6 /forms/dbs: the student's enhanced DBS certificate (special category: only the
// registry sees it, and each look is recorded).

const toValues = (v: {
  certificateNumber: string;
  issueDate: string;
  updateService: boolean;
  updatedAt: string | null;
}) => ({
  certificateNumber: v.certificateNumber,
  issueDate: v.issueDate,
  updateService: v.updatedAt === null ? null : v.updateService,
});

export function DbsScreen() {
  return (
    <StudentForm
      title="DBS Check"
      subtitle="Your Disclosure and Barring Service certificate. Only the registry can see these details."
      section="dbs"
      schema={dbsSchema}
      toValues={toValues}
    >
      {(control) => (
        <>
          <TextInput
            control={control}
            name="certificateNumber"
            label="Certificate number"
            help="12 digits, at the top right of the certificate."
            required
          />
          <TextInput control={control} name="issueDate" label="Date of issue" type="date" required />
          <Wide>
            <YesNoInput
              control={control}
              name="updateService"
              label="Is the certificate registered with the DBS Update Service?"
            />
          </Wide>
        </>
      )}
    </StudentForm>
  );
}
