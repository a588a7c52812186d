import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// Issue 14, Finance > Bank import: finance uploads a bank's CSV whose headers the import does not
// know, says which columns are the date and the description, and reads the dry run: a line paying
// an invoice by its number, one naming a student's reference, one paid out, one from a payer
// nobody knows, which finance matches by hand. Record pays them all; the student's balance falls;
// the same file again finds every line recorded before.

type Row = { number: string; studentId: number; partnerId: number; outstanding: number };

test('finance imports a bank statement: dry run, a match by hand, record, and never twice', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'finance@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // Three students who owe money (from the demo's open invoices).
  const open = (await (await page.request.get('/api/finance/invoices?state=issued,overdue&pageSize=200')).json())
    .items as Row[];
  const owing: Row[] = [];
  for (const r of open) if (r.outstanding > 1000 && !owing.some((o) => o.studentId === r.studentId)) owing.push(r);
  const [byNumber, byReference, byHand] = owing;
  expect(byHand).toBeDefined();
  const balance = async (id: number) =>
    (await (await page.request.get(`/api/students/${id}/finance`)).json()).account.totals.balance as number;
  const before = await balance(byNumber!.studentId);
  const pounds = (pence: number) => (pence / 100).toFixed(2);
  const csv = [
    'When,Details of payment,Money In,Money Out,Balance',
    `02/03/2027,BGC ${byNumber!.number} FEES,${pounds(byNumber!.outstanding)},,5000.00`,
    `03/03/2027,FP ${byReference!.partnerId} TUITION,100.00,,5100.00`,
    '04/03/2027,DD COLLEGE ENERGY,,250.00,4850.00',
    '05/03/2027,FP MRS A PARENT,75.50,,4925.50',
  ].join('\r\n');

  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const link = nav.getByRole('link', { name: 'Bank import' });
  if (!(await link.isVisible())) await nav.getByText('Finance', { exact: true }).click();
  await link.click();
  await expect(page).toHaveURL(/\/finance\/bank$/);
  await expect(page.getByRole('heading', { name: 'Bank import', level: 1 })).toBeVisible({ timeout: 60_000 });

  const statement = page.getByRole('region', { name: 'Statement' });
  await statement.getByRole('combobox', { name: 'Bank account' }).fill('Barclays 20-00-00 12345678');
  await statement
    .getByLabel('CSV file from the bank')
    .setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await statement.getByRole('button', { name: 'Dry run' }).click();

  // The headers are not known ones: finance says which columns are which.
  const columns = page.getByRole('region', { name: 'Columns' });
  await expect(columns.getByText('The file’s headers are not ones the import knows.', { exact: false })).toBeVisible();
  await checkBothWidths(page, 'finance-bank-columns', { ready: () => expect(columns).toBeVisible() });
  await columns.getByRole('combobox', { name: 'Date' }).click();
  await page.getByRole('option', { name: 'When' }).click();
  await columns.getByRole('combobox', { name: 'Description' }).click();
  await page.getByRole('option', { name: 'Details of payment' }).click();
  await columns.getByRole('button', { name: 'Read with these columns' }).click();

  const dryRun = page.getByRole('region', { name: /^Dry run: / });
  await expect(dryRun.getByRole('status')).toHaveText(
    '4 lines: 2 matched, 1 unmatched, 0 recorded before, 1 not a receipt, 0 unreadable. Matched money in: £' +
      ((byNumber!.outstanding + 10_000) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 }) +
      '.',
  );
  await expect(page.getByTestId('bank-line-2')).toContainText(`pays ${byNumber!.number}`);
  await expect(page.getByTestId('bank-line-2')).toContainText('matched by invoice number');
  await expect(page.getByTestId('bank-line-3')).toContainText('matched by student reference');
  await expect(page.getByTestId('bank-line-4')).toContainText('Not a receipt');

  // The parent's payment: matched by hand by the student's reference.
  const line5 = page.getByTestId('bank-line-5');
  await line5
    .getByRole('textbox', { name: 'Student reference or invoice number for line 5' })
    .fill(String(byHand!.partnerId));
  await line5.getByRole('button', { name: 'Match' }).click();
  await expect(line5).toContainText('matched by hand');
  await checkBothWidths(page, 'finance-bank-dry-run', { ready: () => expect(dryRun).toBeVisible() });

  await dryRun.getByRole('button', { name: 'Record 3 payments' }).click();
  await expect(dryRun.getByText(/^Recorded 3 payments, £[\d,.]+ in all\./)).toBeVisible({ timeout: 60_000 });
  expect(await balance(byNumber!.studentId)).toBe(before - byNumber!.outstanding);

  // The same file again: every line recorded is recognised and nothing can be recorded twice.
  await statement
    .getByLabel('CSV file from the bank')
    .setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await statement.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByRole('region', { name: /^Dry run: / }).getByRole('status')).toHaveText(
    '4 lines: 0 matched, 0 unmatched, 3 recorded before, 1 not a receipt, 0 unreadable. Matched money in: £0.00.',
  );
  await expect(page.getByRole('button', { name: 'Record 0 payments' })).toBeDisabled();
});
