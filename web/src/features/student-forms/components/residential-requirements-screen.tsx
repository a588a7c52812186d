import { residentialRequirementsSchema } from '@collegium/domain/student-forms/schemas';
import { TextInput } from '../../../components/form/form-fields.tsx';
import { StudentForm, Wide } from '../../../components/form/student-form.tsx';

// spec 2.6 /forms/residential-requirements: what the residential team needs to know.

const toValues = (v: { dietaryNeeds: string; accessNeeds: string }) => ({
  dietaryNeeds: v.dietaryNeeds,
  accessNeeds: v.accessNeeds,
});

export function ResidentialRequirementsScreen() {
  return (
    <StudentForm
      title="Residential Requirements"
      subtitle="Tell us about any dietary or access needs for residential weekends. Leave a box empty if you have none."
      section="residential-requirements"
      schema={residentialRequirementsSchema}
      toValues={toValues}
    >
      {(control) => (
        <>
          <Wide>
            <TextInput
              control={control}
              name="dietaryNeeds"
              label="Dietary needs"
              help="For example vegetarian, coeliac, nut allergy."
              multiline
            />
          </Wide>
          <Wide>
            <TextInput
              control={control}
              name="accessNeeds"
              label="Access needs"
              help="For example a ground-floor room, step-free access, a hearing loop."
              multiline
            />
          </Wide>
        </>
      )}
    </StudentForm>
  );
}
