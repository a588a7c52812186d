import { describe, expect, it } from 'vitest';
import { BURSARY_APPLICATION_TYPES, BURSARY_TYPES } from './bursary-types.ts';
import { FEE_CLASSIFICATIONS, PAYMENT_TERMS, feeClassification, paymentTermsFor } from './payment-terms.ts';
import { FIRST_INVOICE_YEAR, SYSTEM_START_YEAR, invoiceYears } from './system-years.ts';

describe('payment terms (spec 9)', () => {
  it('lists the terms for each kind of fee', () => {
    expect(PAYMENT_TERMS).toEqual(['InFull', 'Monthly', 'Termly', 'Student Loan']);
    expect(paymentTermsFor('normal')).toEqual(['InFull', 'Monthly', 'Termly', 'Student Loan']);
    expect(paymentTermsFor('modular')).toEqual(['InFull', 'Monthly']);
    expect(paymentTermsFor('dissertation')).toEqual(['InFull']);
  });

  it.each([
    ['Monthly', 'admin10'],
    ['Termly', 'admin3'],
    ['Student Loan', 'studentloan'],
    ['InFull', undefined],
    ['constructor', undefined],
  ])('classifies %s as %s', (term, classification) => {
    expect(feeClassification(term)).toBe(classification);
  });

  it('lists the classifications', () => {
    expect(FEE_CLASSIFICATIONS).toEqual(['admin10', 'admin3', 'studentloan']);
  });
});

describe('bursaries and years (spec 9)', () => {
  it('lists bursary types', () => {
    expect(BURSARY_APPLICATION_TYPES).toEqual(['General Bursary', "Principal's Bursary"]);
    expect(BURSARY_TYPES).toEqual([
      'General Bursary',
      "Principal's Bursary",
      'Staff Discount',
      'Discretionary Discount',
    ]);
  });

  it('has the system years', () => {
    expect(SYSTEM_START_YEAR).toBe(2017);
    expect(FIRST_INVOICE_YEAR).toBe(2018);
    expect(invoiceYears(2021)).toEqual([2021, 2020, 2019, 2018]);
    expect(invoiceYears(2017)).toEqual([]);
  });
});
