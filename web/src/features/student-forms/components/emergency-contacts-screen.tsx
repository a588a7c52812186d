import { type EmergencyContactsView, emergencyContactsSchema } from '@collegium/domain/student-forms/schemas';
import Typography from '@mui/material/Typography';
import type { Control, FieldValues } from 'react-hook-form';
import { TextInput } from '../../../components/form/form-fields.tsx';
import { StudentForm, Wide } from '../../../components/form/student-form.tsx';

// spec 2.6 /forms/emergency-contacts: two people the college calls in an emergency.

const blank = { name: '', relationship: '', phone: '', alternativePhone: '', email: '' };
const toValues = (v: EmergencyContactsView) => ({ primary: v.primary ?? blank, secondary: v.secondary ?? blank });
const HEADINGS = { primary: 'First contact', secondary: 'Second contact' } as const;
/** Issue 19: both contacts have the same fields, so the error summary says whose field it is. */
const contactOf = (fieldName: string) => HEADINGS[fieldName.split('.')[0] as keyof typeof HEADINGS];

function Contact({
  control,
  name,
  heading,
}: {
  control: Control<FieldValues>;
  name: 'primary' | 'secondary';
  heading: string;
}) {
  return (
    <>
      <Wide>
        <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
          {heading}
        </Typography>
      </Wide>
      <TextInput control={control} name={`${name}.name`} label="Full name" required />
      <TextInput
        control={control}
        name={`${name}.relationship`}
        label="Relationship to you"
        help="For example spouse, parent, friend."
        required
      />
      <TextInput control={control} name={`${name}.phone`} label="Phone" type="tel" required />
      <TextInput control={control} name={`${name}.alternativePhone`} label="Other phone" type="tel" />
      <Wide>
        <TextInput control={control} name={`${name}.email`} label="E-mail" type="email" />
      </Wide>
    </>
  );
}

export function EmergencyContactsScreen() {
  return (
    <StudentForm
      title="Emergency Contacts"
      subtitle="Two people we can call if something happens to you while you study with us."
      section="emergency-contacts"
      schema={emergencyContactsSchema}
      toValues={toValues}
      problemContext={contactOf}
    >
      {(control) => (
        <>
          <Contact control={control} name="primary" heading={HEADINGS.primary} />
          <Contact control={control} name="secondary" heading={HEADINGS.secondary} />
        </>
      )}
    </StudentForm>
  );
}
