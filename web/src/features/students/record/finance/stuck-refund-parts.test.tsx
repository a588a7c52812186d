import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../test/app-shell.ts';
import { json, mockFetch } from '../../../../test/mock-fetch.ts';
import { StuckRefundParts } from './stuck-refund-parts.tsx';

// Issue 14: the refund parts the accounting system refused, on the student's Finance tab, each
// with the provider's message and a "Drop or reduce" button; the server's 422 shows at its field,
// and once saved the part is gone from the list.

const part = {
  id: 31,
  refundId: 7,
  refundedOn: '2026-10-05',
  refundAmount: 10_000,
  reference: 'RF-1',
  sourceType: 'Overpayment',
  amount: 10_000,
  message: 'Xero: Payment amount exceeds the amount outstanding on this document',
};

describe('refunds the accounting system refused', () => {
  it('shows nothing while no refund is stuck', async () => {
    let asked = 0;
    mockFetch(({ path }) => {
      if (path.endsWith('/students/5/refund-parts')) return (asked++, json(200, { items: [] }));
      return json(404, {});
    });
    const { container } = render(
      <AppProviders>
        <StuckRefundParts studentId={5} />
      </AppProviders>,
    );
    await waitFor(() => expect(asked).toBe(1));
    expect(container.textContent).toBe('');
  });

  it('reduces a refused part with a reason, showing the server’s message at its field first', async () => {
    const sent: unknown[] = [];
    let items = [part];
    mockFetch(({ method, path, body }) => {
      if (path.endsWith('/students/5/refund-parts')) return json(200, { items });
      if (method === 'POST' && path.endsWith('/finance/accounting/refund-parts/31')) {
        sent.push(body);
        if ((body as { amount: number }).amount >= 10_000)
          return json(422, {
            error: 'validation_failed',
            message: 'Check the fields.',
            details: [{ param: 'amount', message: 'Reduce the part below £100.00, or to £0.00 to drop it.' }],
          });
        items = [];
        return json(200, { id: 31, amount: 6_000, waived: 4_000 });
      }
      return json(404, {});
    });
    render(
      <AppProviders>
        <StuckRefundParts studentId={5} />
      </AppProviders>,
    );
    const section = await screen.findByRole('region', { name: /refused$/ });
    expect(section.textContent).toContain(
      '£100.00 out of an over-payment — refused: Xero: Payment amount exceeds the amount outstanding on this document',
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Drop or reduce refund RF-1' }));
    const form = screen.getByRole('form', { name: 'Drop or reduce the part of refund RF-1' });
    const amount = within(form).getByRole('textbox', { name: 'Still ask for (£)' });
    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: '£40.00 refunded by hand in Xero' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the change' }));
    expect(await within(form).findByText('Reduce the part below £100.00, or to £0.00 to drop it.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '60.00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the change' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /refused$/ })).toBeNull());
    expect(sent).toEqual([
      { amount: 10_000, reason: '£40.00 refunded by hand in Xero' },
      { amount: 6_000, reason: '£40.00 refunded by hand in Xero' },
    ]);
  });
});
