import type { InvoiceRecord } from '@collegium/domain/invoice-list';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreenAt } from '../../test/app-shell.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { InvoiceRecordScreen } from './invoice-record-screen.tsx';

// Issue 14 and 19: one invoice. An instalment shows its fee's schedule and classification by their
// labels and lists the fee's instalments, itself among them; a separate charge billed against the
// same assessment (a residential weekend) lists none and leaves out the facts it does not have.

const base: InvoiceRecord['invoice'] = {
  id: 7,
  number: 'INV-2026-00007',
  studentId: 3,
  studentName: 'Ann Abbott',
  partnerId: 42,
  description: 'Tuition fee 2026/27, instalment 2 of 4',
  payer: 'Student',
  academicYear: 2026,
  intake: 'September',
  issuedOn: '2026-07-11',
  dueOn: '2026-09-01',
  amount: 115_625,
  paid: 0,
  credited: 0,
  outstanding: 115_625,
  state: 'overdue',
  accountingStatus: 'Not sent',
  status: 'issued',
  classification: 'admin10',
  instalmentNumber: 2,
  instalmentCount: 4,
  accountingMessage: null,
  feeAssessmentId: 5,
  paymentTerm: 'Monthly-Sept',
};
const instalment = (id: number, number: string) => ({
  id,
  number,
  dueOn: '2026-09-01',
  amount: 115_625,
  outstanding: 0,
  state: 'paid' as const,
});

function show(record: InvoiceRecord) {
  mockFetch(({ path }) => {
    if (path.endsWith('finance/invoices/7')) return json(200, record);
    if (path.endsWith('invoices/7/history')) return json(200, { items: [] });
    return json(404, {});
  });
  renderScreenAt('/finance/invoices/:id', <InvoiceRecordScreen />, '/finance/invoices/7');
}

function facts() {
  const details = screen.getByRole('region', { name: 'Invoice' });
  return within(details)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('an invoice', () => {
  it("shows an instalment's schedule and classification by their labels, and its fee's instalments", async () => {
    show({
      invoice: base,
      instalments: [instalment(6, 'INV-2026-00006'), { ...instalment(7, base.number), state: 'overdue' }],
      payments: [],
      credits: [],
    });
    await screen.findByRole('heading', { name: 'Invoice INV-2026-00007', level: 1 });
    expect(facts()).toEqual(
      expect.arrayContaining([
        ['Payment term', 'Monthly, first term'],
        ['Fee classification', 'Admin charge for paying monthly'],
        ['Instalment', '2 of 4'],
      ]),
    );
    const lines = screen.getByRole('region', { name: 'Instalments of this fee' });
    expect(within(lines).getByText('INV-2026-00007 (this invoice)')).toBeDefined();
    expect(within(lines).getByRole('link', { name: 'INV-2026-00006' })).toBeDefined();
  });

  it('lists no instalments for a separate charge and leaves out the facts it does not have', async () => {
    show({
      invoice: {
        ...base,
        description: 'Residential weekends, term 1 of 3',
        intake: null,
        classification: null,
        instalmentNumber: null,
        instalmentCount: null,
      },
      instalments: [],
      payments: [],
      credits: [],
    });
    await screen.findByRole('heading', { name: 'Invoice INV-2026-00007', level: 1 });
    const labels = facts().map(([label]) => label);
    expect(labels).not.toContain('Payment term');
    expect(labels).not.toContain('Intake');
    expect(labels).not.toContain('Instalment');
    expect(facts()).toContainEqual(['Fee classification', 'None']);
    expect(
      within(screen.getByRole('region', { name: 'Instalments of this fee' })).getByText(
        "This invoice is not one of a fee's instalments.",
      ),
    ).toBeDefined();
  });
});
