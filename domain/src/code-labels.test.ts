import { describe, expect, it } from 'vitest';
import { FEE_CLASSIFICATIONS, feeClassificationLabel } from './payment-terms.ts';
import { EXIT_AWARDS, exitAwardLabel } from './student-types.ts';

// Issue 19: internal codes never reach the screen; each catalogue's every code has a label.

describe('code labels', () => {
  it('writes every exit award as it is written, BTh not the stored Bth', () => {
    for (const award of EXIT_AWARDS) expect(exitAwardLabel(award)).not.toBe('');
    expect(exitAwardLabel('Bth')).toBe('BTh');
    expect(exitAwardLabel('Mth')).toBe('MTh');
    expect(EXIT_AWARDS.map(exitAwardLabel)).not.toContain('Bth');
    expect(exitAwardLabel(null)).toBe('');
  });

  it('says what every fee classification means instead of its code', () => {
    for (const code of FEE_CLASSIFICATIONS) {
      const label = feeClassificationLabel(code);
      expect(label).not.toBe('');
      expect(label).not.toContain(code);
    }
    expect(feeClassificationLabel('admin10')).toBe('Admin charge for paying monthly');
  });
});
