import { describe, expect, it } from 'vitest';
import { formatFileSize } from './student-files.ts';

describe('formatFileSize', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(12)).toBe('12 bytes');
    expect(formatFileSize(840_000)).toBe('820 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(4.5 * 1024 * 1024)).toBe('4.5 MB');
  });
});
