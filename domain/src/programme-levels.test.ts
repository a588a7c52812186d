import { describe, expect, it } from 'vitest';
import { LEVELS_BY_PROGRAMME, PROGRAMME_CODES, PROGRAMME_LEVEL_VALUES, programmeLevels } from './programme-levels.ts';

describe('programme levels (spec 3)', () => {
  it('maps each programme to its levels', () => {
    expect(LEVELS_BY_PROGRAMME).toEqual({
      NLM: ['4', '5', '6', '7'],
      CertHE: ['4'],
      DipHE: ['4', '5'],
      BTh: ['4', '5', '6'],
      GradCert: ['6'],
      GradDip: ['6'],
      MA: ['7', '7Diss'],
      PGCert: ['7'],
      PGDip: ['7'],
    });
    expect(PROGRAMME_CODES).toEqual(['NLM', 'CertHE', 'DipHE', 'BTh', 'GradCert', 'GradDip', 'MA', 'PGCert', 'PGDip']);
    expect(PROGRAMME_LEVEL_VALUES).toEqual(['4', '5', '6', '7', '7Diss']);
  });

  it.each([
    ['MA', ['7', '7Diss']],
    ['BTh', ['4', '5', '6']],
    ['BA', []],
    ['toString', []],
    [null, []],
  ])('programmeLevels(%s) → %j', (programme, levels) => {
    expect(programmeLevels(programme)).toEqual(levels);
  });
});
