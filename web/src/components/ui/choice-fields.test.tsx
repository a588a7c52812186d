import { render, screen } from '@testing-library/react';
import { type Control, type FieldValues, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../test/app-shell.ts';
import { TextInput } from '../form/form-fields.tsx';
import { CheckboxChoice, RadioChoice } from './choice-fields.tsx';

// Issue 19: a radio group's or checkbox list's question (its legend) looks like every other
// field's label, as strong as the text and not the grey of MUI's default legend.

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];

function Fields({ render: fields }: { render: (control: Control<FieldValues>) => React.ReactNode }) {
  const form = useForm<FieldValues>({ defaultValues: { pick: '', many: [], text: '' } });
  return <form>{fields(form.control as unknown as Control<FieldValues>)}</form>;
}

function show() {
  render(
    <AppProviders>
      <Fields
        render={(control) => (
          <>
            <TextInput control={control} name="text" label="Your name" />
            <RadioChoice control={control} name="pick" label="Which one?" options={options} />
            <CheckboxChoice control={control} name="many" label="Which ones?" options={options} />
          </>
        )}
      />
    </AppProviders>,
  );
}

describe('the choice fields', () => {
  it('style the group question as the text field labels: the same colour and weight, not grey', () => {
    show();
    const label = getComputedStyle(screen.getByText('Your name'));
    const radio = getComputedStyle(screen.getByText('Which one?'));
    const checkbox = getComputedStyle(screen.getByText('Which ones?'));
    expect(label.color).not.toBe('');
    for (const legend of [radio, checkbox]) {
      expect(legend.color).toBe(label.color);
      expect(legend.fontWeight).toBe(label.fontWeight);
    }
    // The label's own colour is the text's, not MUI's secondary grey (rgba(0, 0, 0, 0.6)).
    expect(label.color).not.toMatch(/0\.6\)$/);
    expect(screen.getByRole('radiogroup', { name: 'Which one?' })).toBeDefined();
    expect(screen.getByRole('group', { name: /Which ones\?/ })).toBeDefined();
  });
});
