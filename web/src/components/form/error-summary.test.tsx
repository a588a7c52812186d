import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorSummary } from './error-summary.tsx';
import { SelectInput, TextInput } from './form-fields.tsx';
import { fieldDomId, formProblems, useFormProblems } from './form-problems.ts';

// Issue 19: the GOV.UK error summary, and the forms' fields with their labels above them.

const schema = z.object({
  name: z.string().min(1, 'Enter your full name.'),
  contact: z.object({ phone: z.string().min(10, 'A phone number has at least 10 digits.') }),
  diocese: z.string().min(1, 'Choose your diocese.'),
});

function Demo() {
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as never) as Resolver<FieldValues>,
    defaultValues: { name: '', contact: { phone: '' }, diocese: '' },
    shouldFocusError: false,
  });
  const summary = useFormProblems(form);
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(() => undefined)(e)}>
      <ErrorSummary problems={summary.problems} onFocusField={summary.focusField} attempt={summary.attempt} />
      <TextInput control={form.control} name="name" label="Full name" help="As on your passport." required />
      <TextInput control={form.control} name="contact.phone" label="Your Diocesan Director of Ordinands’ phone" />
      <SelectInput control={form.control} name="diocese" label="Diocese" options={['Durham', 'York']} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('shows nothing while there is no problem', () => {
    render(<ErrorSummary problems={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists each problem as a link that focuses its field, and takes the focus itself', async () => {
    render(
      <>
        <ErrorSummary problems={[{ fieldId: 'email', message: 'Enter your e-mail address.' }]} />
        <label htmlFor="email">E-mail address</label>
        <input id="email" />
      </>,
    );
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    const link = within(summary).getByRole('link', { name: 'Enter your e-mail address.' });
    expect(link.getAttribute('href')).toBe('#email');
    await userEvent.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail address'));
  });
});

describe('a react-hook-form form with the summary', () => {
  it('shows no summary before the first submit, then every problem in the order of the fields', async () => {
    render(<Demo />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'x');
    await user.clear(screen.getByRole('textbox', { name: /Full name/ }));
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Enter your full name.', 'A phone number has at least 10 digits.', 'Choose your diocese.']);
    expect(document.activeElement).toBe(summary);
    // Each message is at its field too.
    expect(screen.getAllByText('Enter your full name.')).toHaveLength(2);

    await user.click(within(summary).getByRole('link', { name: 'A phone number has at least 10 digits.' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Director of Ordinands/ }));
    await user.click(within(summary).getByRole('link', { name: 'Choose your diocese.' }));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Diocese/ }));

    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Grace Adeyemi');
    await user.type(screen.getByRole('textbox', { name: /Director of Ordinands/ }), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Choose your diocese.']);
  });

  it('puts the label above the field (never inside it) and the hint under the label', () => {
    render(<Demo />);
    const input = screen.getByRole('textbox', { name: /Full name/ });
    expect(input.id).toBe(fieldDomId('name'));
    const label = document.querySelector(`label[for="${input.id}"]`) as HTMLElement;
    expect(label.textContent).toMatch(/^Full name/);
    // Not MUI's floating label inside the outline: a label before the field, with no notch for it.
    expect(label.classList.contains('MuiInputLabel-root')).toBe(false);
    expect(input.closest('.MuiFormControl-root')?.querySelector('legend')?.textContent).not.toMatch(/Full name/);
    expect(label.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const hint = screen.getByText('As on your passport.');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
    expect(label.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(hint.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('formProblems', () => {
  it('flattens nested errors and those set from the server (no type, a ref)', () => {
    const { problems, names } = formProblems({
      secondary: { phone: { type: 'too_small', message: 'Too short.' } },
      contacts: [undefined, { email: { message: 'Server: no such address.', ref: undefined } }],
    } as never);
    expect(problems).toEqual([
      { fieldId: 'field-secondary-phone', message: 'Too short.' },
      { fieldId: 'field-contacts-1-email', message: 'Server: no such address.' },
    ]);
    expect(names.get('field-contacts-1-email')).toBe('contacts.1.email');
  });
});
