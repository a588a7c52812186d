import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreenAt } from '../../test/app-shell.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { BankImportScreen } from './bank-import-screen.tsx';

// Issue 14, Finance > Bank import: the dry run's lines, a match by hand sent back with the file,
// a line left out, and Record sending only the accepted lines.

const line = { date: '2026-08-03', balance: null, message: null, match: null };
const matched = {
  ...line,
  line: 2,
  description: 'BGC INV-2026-00007',
  amount: 15_000,
  status: 'matched',
  match: {
    studentId: 3,
    studentName: 'Ann Abbott',
    partnerId: 42,
    invoiceId: 7,
    invoiceNumber: 'INV-2026-00007',
    by: 'invoice number',
  },
};
const unknown = {
  ...line,
  line: 3,
  description: 'FP PARENT',
  amount: 2_000,
  status: 'unmatched',
  message: 'No match.',
};
const dryRun = (lines: object[], counts: object) => ({
  account: 'Barclays 1',
  headers: ['Date', 'Description', 'Amount'],
  mapping: { date: 'Date', description: 'Description', amount: 'Amount' },
  missing: [],
  lines,
  counts: { matched: 0, unmatched: 0, duplicate: 0, skipped: 0, error: 0, ...counts },
  matchedTotal: 0,
});

describe('Finance > Bank import', () => {
  it('reads the file, matches a line by hand and records the accepted lines only', async () => {
    const sent: { path: string; body: unknown }[] = [];
    mockFetch(({ path, body }) => {
      sent.push({ path, body });
      if (path.endsWith('bank-statements/accounts')) return json(200, { items: [] });
      if (path.endsWith('dry-run')) {
        const picked = (body as { picks: unknown[] }).picks.length > 0;
        const hand = {
          ...unknown,
          status: 'matched',
          message: null,
          match: { ...matched.match, by: 'by hand', invoiceId: null, invoiceNumber: null },
        };
        return json(
          200,
          dryRun([matched, picked ? hand : unknown], picked ? { matched: 2 } : { matched: 1, unmatched: 1 }),
        );
      }
      if (path.endsWith('bank-statements')) return json(201, { recorded: 1, total: 2_000, receiptIds: [9] });
      return json(404, {});
    });
    renderScreenAt('/finance/bank', <BankImportScreen />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Bank account' }), 'Barclays 1');
    const content = 'Date,Description,Amount\n03/08/2026,BGC INV-2026-00007,150.00\n';
    const file = new File([content], 'august.csv', { type: 'text/csv' });
    // jsdom's File has no text(); browsers' has.
    Object.defineProperty(file, 'text', { value: async () => content });
    await user.upload(screen.getByLabelText('CSV file from the bank'), file);
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    expect(await screen.findByText(/^2 lines: 1 matched, 1 unmatched/)).toBeDefined();

    await user.type(screen.getByRole('textbox', { name: 'Student reference or invoice number for line 3' }), '0000042');
    await user.click(screen.getByRole('button', { name: 'Match' }));
    expect(await screen.findByText(/matched by hand/)).toBeDefined();
    const pickCall = sent.filter((s) => s.path.endsWith('dry-run')).at(-1)!.body as { picks: unknown; csv: string };
    expect(pickCall.picks).toEqual([{ line: 3, match: '0000042' }]);
    expect(pickCall.csv).toContain('BGC INV-2026-00007');

    await user.click(screen.getByRole('checkbox', { name: 'Record line 2' }));
    await user.click(screen.getByRole('button', { name: 'Record 1 payment' }));
    expect(await screen.findByText(/^Recorded 1 payment, £20.00 in all/)).toBeDefined();
    const recorded = sent.find((s) => s.path.endsWith('/bank-statements'))!.body as { lines: unknown };
    expect(recorded.lines).toEqual([{ line: 3, studentId: 3, invoiceId: null }]);
    expect(within(screen.getByRole('table', { name: 'The statement’s lines' })).getAllByRole('row')).toHaveLength(3);
  });
});
