import { describe, expect, it } from 'vitest';
import { explainModuleTemplate, listItems, moduleDeliveryOf } from './module-template-explanation.ts';

describe('module template explanation (spec 5)', () => {
  it('reads the stored comma-separated lists', () => {
    expect(listItems(' Sept, Jan ,, Apr ')).toEqual(['Sept', 'Jan', 'Apr']);
    expect(listItems(null)).toEqual([]);
    expect(moduleDeliveryOf({ hubWeeks: 'Sept, Jan', residentials: null })).toEqual({
      hubWeeks: ['Sept', 'Jan'],
      residentials: [],
    });
  });

  it.each([
    [
      { hubWeeks: 'Sept, Jan', residentials: 'Sept residential, Feb residential' },
      'R1',
      'R1: the module has hub weeks and its first residential (Sept residential) is in September.',
    ],
    [
      { hubWeeks: 'Sept, Jan', residentials: 'Feb residential' },
      'R2',
      'R2: the module has residentials, but its first residential (Feb residential) is not in September.',
    ],
    [{ hubWeeks: '', residentials: 'Sept residential' }, 'R2', 'R2: the module has residentials, but no hub weeks.'],
    [{ hubWeeks: 'Sept', residentials: null }, 'MA', 'MA: the module has no residentials.'],
  ])('%j is %s', (values, template, explanation) => {
    expect(explainModuleTemplate(moduleDeliveryOf(values))).toEqual({ template, explanation });
  });
});
