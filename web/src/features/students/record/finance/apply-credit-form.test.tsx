import type { InvoiceView } from '@collegium/domain/student-finance';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../test/app-shell.ts';
import { json, mockFetch } from '../../../../test/mock-fetch.ts';
import { ApplyCreditForm } from './apply-credit-form.tsx';

// Issue 14: finance applies a student's over-payment credit to invoices issued later, from the
// Finance tab; the date is typed as DD/MM/YYYY and sent as ISO, the server's refusal shows at its
// field, and what the credit settled is said once done.

const open: InvoiceView[] = [
  {
    id: 41,
    number: 'INV-2026-00041',
    description: 'Tuition 2026/27, instalment 2 of 3',
    payer: 'Student',
    issuedOn: '2026-12-01',
    dueOn: '2027-01-15',
    amount: 50_000,
    paid: 0,
    credited: 0,
    outstanding: 50_000,
    status: 'Due',
  },
];

function renderForm() {
  render(
    <AppProviders>
      <ApplyCreditForm studentId={5} credit={12_000} open={open} />
    </AppProviders>,
  );
}

describe('applying credit on the account', () => {
  it('says how much credit there is, sends the date as ISO and says what it settled', async () => {
    const sent: unknown[] = [];
    mockFetch(({ method, path, body }) => {
      if (method === 'POST' && path.endsWith('/students/5/credit-applications')) {
        sent.push(body);
        return json(201, {
          settled: [{ invoiceId: 41, number: 'INV-2026-00041', amount: 12_000, receiptId: 3 }],
          creditLeft: 0,
        });
      }
      return json(404, {});
    });
    renderForm();
    expect(screen.getByText(/£120\.00 received beyond what was owed/)).toBeTruthy();
    const date = screen.getByLabelText(/Applied on/);
    fireEvent.change(date, { target: { value: '02/01/2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply the credit' }));
    await screen.findByText(/Credit applied: settles INV-2026-00041 \(£120\.00\)/, {}, { timeout: 10_000 });
    expect(sent).toEqual([{ appliedOn: '2027-01-02' }]);
  });

  it('shows the server’s refusal at its field', async () => {
    mockFetch(({ method, path }) => {
      if (method === 'POST' && path.endsWith('/students/5/credit-applications'))
        return json(422, {
          error: 'validation_failed',
          message: 'Check the fields.',
          details: [{ param: 'appliedOn', message: 'Apply credit on or after the day it was received.' }],
        });
      return json(404, {});
    });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Apply the credit' }));
    await waitFor(() => expect(screen.getByText('Apply credit on or after the day it was received.')).toBeTruthy(), {
      timeout: 10_000,
    });
    expect(screen.queryByText(/Credit applied/)).toBeNull();
  });
});
