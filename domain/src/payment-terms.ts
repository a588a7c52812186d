// spec 9: every way a fee can be paid.
export const PAYMENT_TERMS = ['InFull', 'Monthly', 'Termly', 'Student Loan'] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];

// spec 9: the kinds of fee, each with the terms it may be paid on.
export const FEE_KINDS = ['normal', 'modular', 'dissertation'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];
/** How finance reads each kind of fee on screen. */
export const FEE_KIND_LABELS: Record<FeeKind, string> = {
  normal: 'Standard',
  modular: 'Modular',
  dissertation: 'Dissertation',
};

export const PAYMENT_TERMS_BY_FEE_KIND = {
  normal: ['InFull', 'Monthly', 'Termly', 'Student Loan'],
  modular: ['InFull', 'Monthly'],
  dissertation: ['InFull'],
} as const satisfies Record<FeeKind, readonly PaymentTerm[]>;

/** The payment terms offered for a kind of fee (spec 9). */
export function paymentTermsFor(kind: FeeKind): readonly PaymentTerm[] {
  return PAYMENT_TERMS_BY_FEE_KIND[kind];
}

// spec 9: the fee classification (admin charge code) a payment term adds; paying in full adds none.
export const FEE_CLASSIFICATIONS = ['admin10', 'admin3', 'studentloan'] as const;
export type FeeClassification = (typeof FEE_CLASSIFICATIONS)[number];

const CLASSIFICATION: Partial<Record<PaymentTerm, FeeClassification>> = {
  Monthly: 'admin10',
  Termly: 'admin3',
  'Student Loan': 'studentloan',
};

export function feeClassification(term: string): FeeClassification | undefined {
  return Object.hasOwn(CLASSIFICATION, term) ? CLASSIFICATION[term as PaymentTerm] : undefined;
}

// Issue 19: what the fee classification means, for the screen (the code stays in exports and
// postings to the accounting system).
export const FEE_CLASSIFICATION_LABELS: Readonly<Record<FeeClassification, string>> = {
  admin10: 'Admin charge for paying monthly',
  admin3: 'Admin charge for paying termly',
  studentloan: 'Paid by student loan',
};

export function feeClassificationLabel(code: string | null | undefined): string {
  if (!code) return '';
  return Object.hasOwn(FEE_CLASSIFICATION_LABELS, code) ? FEE_CLASSIFICATION_LABELS[code as FeeClassification] : code;
}
