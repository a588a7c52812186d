import {
  PERSON_TITLES,
  type PersonalDetailsView,
  personalDetailsSchema,
} from '@collegium/domain/student-forms/schemas';
import Typography from '@mui/material/Typography';
import { SelectInput, TextInput } from '../../../components/form/form-fields.tsx';
import { StudentForm, Wide } from '../../../components/form/student-form.tsx';
import { MyConsentsPanel } from '../../../components/consents/my-consents-panel.tsx';

// spec 2.6 /forms/personal-details: names, date of birth, address (spec 3) and phone, on the person;
// issue 17: the student's own marketing consents below the form.

const toValues = ({ email: _email, ...fields }: PersonalDetailsView) => fields;

export function PersonalDetailsScreen() {
  return (
    <>
      <StudentForm
        title="Personal Details"
        subtitle="How the college addresses and reaches you."
        section="personal-details"
        schema={personalDetailsSchema}
        toValues={toValues}
      >
        {(control) => (
          <>
            <SelectInput
              control={control}
              name="title"
              label="Title"
              options={[{ value: '', label: 'None' }, ...PERSON_TITLES]}
            />
            <TextInput
              control={control}
              name="preferredName"
              label="Preferred name"
              help="If you like to be called something other than your first name."
              autoComplete="nickname"
            />
            <TextInput control={control} name="firstName" label="First name" required autoComplete="given-name" />
            <TextInput control={control} name="lastName" label="Last name" required autoComplete="family-name" />
            <TextInput
              control={control}
              name="dateOfBirth"
              label="Date of birth"
              type="date"
              required
              autoComplete="bday"
            />
            <TextInput control={control} name="phone" label="Phone" type="tel" required autoComplete="tel" />
            <Wide>
              <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
                Home address
              </Typography>
            </Wide>
            <TextInput control={control} name="address1" label="Address line 1" required autoComplete="address-line1" />
            <TextInput control={control} name="address2" label="Address line 2" autoComplete="address-line2" />
            <TextInput control={control} name="city" label="Town or city" required autoComplete="address-level2" />
            <TextInput control={control} name="county" label="County" autoComplete="address-level1" />
            <TextInput control={control} name="postCode" label="Postcode" required autoComplete="postal-code" />
          </>
        )}
      </StudentForm>
      <MyConsentsPanel />
    </>
  );
}
