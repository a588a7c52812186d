import { describe, expect, it } from 'vitest';
import { MODULE_TEMPLATES, moduleTemplate } from './module-template.ts';

describe('moduleTemplate (spec 5)', () => {
  it.each([
    [['Week 1'], ['Sept 2024', 'Jan 2025'], 'R1'],
    [3, ['September residential'], 'R1'],
    [['Week 1'], ['sept 2024'], 'R1'],
    [['Week 1'], ['Jan 2025', 'Sept 2025'], 'R2'],
    [[], ['Sept 2024'], 'R2'],
    [0, ['Sept 2024'], 'R2'],
    [null, ['Sept 2024'], 'R2'],
    [undefined, ['Jan 2025'], 'R2'],
    [['Week 1'], [], 'MA'],
    [['Week 1'], null, 'MA'],
    [null, null, 'MA'],
  ] as const)('hub weeks %j, residentials %j → %s', (hubWeeks, residentials, expected) => {
    expect(moduleTemplate({ hubWeeks, residentials })).toBe(expected);
  });

  it('lists the templates', () => {
    expect(MODULE_TEMPLATES).toEqual(['R1', 'R2', 'MA']);
  });
});
