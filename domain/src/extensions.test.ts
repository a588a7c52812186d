import { describe, expect, it } from 'vitest';
import { ESSAY_EVIDENCE, EXTENSION_EVIDENCE_REQUIRED, EXTENSION_LENGTHS, extensionRequestSchema } from './extensions.ts';

describe('extensions (spec 5, 9)', () => {
  it('lists lengths and the evidence rule', () => {
    expect(EXTENSION_LENGTHS).toEqual(['7 days', '14 days', '21 days', 'more than 21 days']);
    expect(EXTENSION_EVIDENCE_REQUIRED).toBe(true);
    expect(ESSAY_EVIDENCE).toBe('500-word essay');
  });

  it.each(EXTENSION_LENGTHS)('requires evidence for %s', (length) => {
    expect(extensionRequestSchema.safeParse({ lastEssayOfYear: false, length, evidence: '  ' }).success).toBe(false);
    expect(extensionRequestSchema.safeParse({ lastEssayOfYear: false, length }).success).toBe(false);
    expect(extensionRequestSchema.safeParse({ lastEssayOfYear: true, length, evidence: 'GP letter' }).success).toBe(true);
  });

  it('rejects an unknown length', () => {
    expect(extensionRequestSchema.safeParse({ lastEssayOfYear: false, length: '10 days', evidence: 'x' }).success).toBe(false);
  });
});
