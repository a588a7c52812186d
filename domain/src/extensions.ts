// spec 5, 9: how long an extension a student may ask for.
export const EXTENSION_LENGTHS = ['7 days', '14 days', '21 days', 'more than 21 days'] as const;
export type ExtensionLength = (typeof EXTENSION_LENGTHS)[number];
