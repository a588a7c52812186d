// spec 9: what a student may apply for on the bursary form.
export const BURSARY_APPLICATION_TYPES = ['General Bursary', "Principal's Bursary"] as const;
export type BursaryApplicationType = (typeof BURSARY_APPLICATION_TYPES)[number];

// spec 9: every kind of award finance can record, including discounts nobody applies for.
export const BURSARY_TYPES = [...BURSARY_APPLICATION_TYPES, 'Staff Discount', 'Discretionary Discount'] as const;
export type BursaryType = (typeof BURSARY_TYPES)[number];
