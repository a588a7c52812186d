// spec 9: the year the system started holding records.
export const SYSTEM_START_YEAR = 2017;

// spec 9: the first year invoices were raised; year filters on invoices start here.
export const FIRST_INVOICE_YEAR = 2018;

/** Years from FIRST_INVOICE_YEAR up to and including `currentYear`, newest first. */
export function invoiceYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear; year >= FIRST_INVOICE_YEAR; year--) years.push(year);
  return years;
}
