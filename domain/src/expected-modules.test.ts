import { describe, expect, it } from 'vitest';
import { belongsTo, type CurriculumModule, expectedModules, modulesToPlace, yearCredits } from './expected-modules.ts';
import { LEVELS_BY_PROGRAMME } from './programme-levels.ts';

const mod = (id: number, code: string, level: string, programme: string | null, credits = 20, active = true) =>
  ({ id, code, title: `Module ${code}`, credits, level, programme, active }) satisfies CurriculumModule;

const catalogue = [
  mod(1, 'BS4101', '4', 'CertHE'),
  mod(2, 'BS4103', '4', 'BTh'),
  mod(3, 'NL4101', '4', 'NLM'),
  mod(4, 'CH4901', '4', 'CertHE', 20, false),
  mod(5, 'BS5101', '5', 'DipHE'),
  mod(6, 'SS4101', '4', null, 10),
  mod(7, 'MA7900', '7Diss', 'MA', 60),
  mod(8, 'PT7101', '7', 'PGCert', 30),
];

const base = {
  programme: 'BTh',
  pace: 'FT',
  level: '4',
  nextYear: false,
  intention: null,
  intentionsStatus: 'Assumed' as const,
  programmeLevels: LEVELS_BY_PROGRAMME,
  modules: catalogue,
  taken: new Set<number>(),
  creditsAtLevel: 0,
};
const codes = (e: { modules: { code: string }[] }) => e.modules.map((m) => m.code);

describe('expected modules', () => {
  it("are the level's active modules of the programme, of none, or of a programme nested in it", () => {
    const e = expectedModules(base);
    expect(codes(e)).toEqual(['BS4101', 'BS4103', 'SS4101']);
    expect(e).toMatchObject({ level: '4', credits: 50 });
    // A CertHE student does not get the BTh's own modules.
    expect(codes(expectedModules({ ...base, programme: 'CertHE' }))).toEqual(['BS4101', 'SS4101']);
    expect(belongsTo('PGCert', 'MA', LEVELS_BY_PROGRAMME)).toBe(true);
    expect(belongsTo('MA', 'PGCert', LEVELS_BY_PROGRAMME)).toBe(false);
    expect(belongsTo('Unknown', 'BTh', LEVELS_BY_PROGRAMME)).toBe(false);
  });

  it('leave out modules taken in another session, and expect a year of the pace within what the level has left', () => {
    const e = expectedModules({ ...base, taken: new Set([1]) });
    expect(codes(e)).toEqual(['BS4103', 'SS4101']);
    const many = Array.from({ length: 8 }, (_, n) => mod(100 + n, `TH41${n}0`, '4', 'BTh'));
    expect(expectedModules({ ...base, modules: many }).credits).toBe(120);
    expect(expectedModules({ ...base, modules: many, pace: 'PT' }).credits).toBe(60);
    expect(expectedModules({ ...base, modules: many, creditsAtLevel: 100 }).credits).toBe(20);
    expect(yearCredits('Extended')).toBe(60);
  });

  it('follow the intention for next year only', () => {
    const withdraw = { ...base, intention: 'Withdraw' };
    expect(expectedModules(withdraw).modules).toHaveLength(3); // this year: the intention is not for it
    const next = expectedModules({ ...withdraw, nextYear: true });
    expect(next).toMatchObject({ level: null, modules: [], credits: 0 });
    expect(next.reason).toBe('The student intends to withdraw: no modules are expected.');
    for (const intention of ['Interrupt studies', 'Finish with exit award'])
      expect(expectedModules({ ...base, nextYear: true, intention }).modules).toEqual([]);
    const dissertation = expectedModules({
      ...base,
      programme: 'MA',
      level: '7',
      nextYear: true,
      intention: 'Continue to dissertation',
    });
    expect(dissertation).toMatchObject({ level: '7Diss', credits: 60 });
    expect(codes(dissertation)).toEqual(['MA7900']);
    const pace = expectedModules({ ...base, nextYear: true, intention: 'Change pace' });
    expect(codes(pace)).toEqual(['BS4101', 'BS4103', 'SS4101']);
    expect(pace.reason).toContain('intends to change pace');
  });

  it('wait for a Required intention not yet stated, and need a level', () => {
    const required = { ...base, programme: 'CertHE', intentionsStatus: 'Required' as const, nextYear: true };
    expect(expectedModules(required).modules).toEqual([]);
    expect(codes(expectedModules({ ...required, intention: 'Continue' }))).toEqual(['BS4101', 'SS4101']);
    expect(expectedModules({ ...base, level: null }).reason).toBe('The session has no level: no modules are expected.');
  });

  it('are placed in order while they fit the credits left', () => {
    const open = [mod(1, 'A', '4', null, 40), mod(2, 'B', '4', null, 30), mod(3, 'C', '4', null, 20)];
    expect(modulesToPlace(60, 0, open).map((m) => m.code)).toEqual(['A', 'C']);
    expect(modulesToPlace(60, 40, open).map((m) => m.code)).toEqual(['C']);
    expect(modulesToPlace(60, 60, open)).toEqual([]);
  });
});
