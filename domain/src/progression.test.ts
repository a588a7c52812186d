import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditsNeeded, decisionRefusal, exitAward, programmeShape, progression } from './progression.ts';

// Issue 18: progression by credits per level (spec 9: 120 a level) and the exit award.

const bth = { programme: 'BTh', levels: ['4', '5', '6'], programmeCredits: 360 };

describe('progression and the exit award', () => {
  it('needs 120 a level, or what is left of the programme (PGCert 60, the MA dissertation 60)', () => {
    expect(['4', '5', '6'].map((l) => creditsNeeded(bth.levels, 360, l))).toEqual([120, 120, 120]);
    expect(creditsNeeded(['7'], 60, '7')).toBe(60);
    expect(creditsNeeded(['7', '7Diss'], 180, '7')).toBe(120);
    expect(creditsNeeded(['7', '7Diss'], 180, '7Diss')).toBe(60);
  });

  it('gives spec 9 exit awards from the credits passed', () => {
    expect(exitAward('BTh', { '4': 100 })).toBeNull();
    expect(exitAward('BTh', { '4': 120, '5': 60 })).toBe('CertHE');
    expect(exitAward('DipHE', { '4': 120, '5': 120 })).toBe('DipHE');
    expect(exitAward('BTh', { '4': 120, '5': 120, '6': 120 })).toBe('Bth');
    expect(exitAward('NLM', { '4': 120, '5': 120, '6': 120 })).toBe('BA');
    expect(exitAward('PGCert', { '7': 60 })).toBe('PGCert');
    expect(exitAward('MA', { '7': 120 })).toBe('PGDip');
    expect(exitAward('MA', { '7': 120, '7Diss': 60 })).toBe('MA');
    expect(exitAward('MA', { '7': 40 })).toBeNull();
  });

  it('suggests progress when the level is passed, repeat otherwise; the last level completes', () => {
    const at4 = progression({ ...bth, level: '4', creditsByLevel: { '4': 120 } });
    expect(at4).toMatchObject({ passed: 120, needed: 120, nextLevel: '5', completes: false, suggested: 'progress' });
    expect(at4.exitAward).toBe('CertHE');
    const short = progression({ ...bth, level: '5', creditsByLevel: { '4': 120, '5': 100 } });
    expect(short).toMatchObject({ suggested: 'repeat', completes: false, exitAward: 'CertHE' });
    expect(decisionRefusal('progress', short)).toContain('Only 100 of the 120 credits');
    expect(decisionRefusal('exit', short)).toBeNull();
    const last = progression({ ...bth, level: '6', creditsByLevel: { '4': 120, '5': 120, '6': 120 } });
    expect(last).toMatchObject({ nextLevel: null, completes: true, suggested: 'progress', exitAward: 'Bth' });
    const none = progression({ ...bth, level: '4', creditsByLevel: { '4': 60 } });
    expect(decisionRefusal('exit', none)).toContain('no exit award');
  });

  it('never gives a higher award for fewer credits, and progresses exactly at the credits needed', () => {
    const order = [null, 'CertHE', 'DipHE', 'Bth'];
    const credits = fc.integer({ min: 0, max: 12 }).map((n) => n * 10);
    fc.assert(
      fc.property(credits, credits, credits, fc.integer({ min: 0, max: 3 }), (c4, c5, c6, drop) => {
        const more = { '4': c4, '5': c5, '6': c6 };
        const fewer = { ...more, [String(4 + (drop % 3))]: 0 };
        expect(order.indexOf(exitAward('BTh', fewer))).toBeLessThanOrEqual(order.indexOf(exitAward('BTh', more)));
        const p = progression({ ...bth, level: '5', creditsByLevel: more });
        expect(p.suggested === 'progress').toBe(c5 >= 120);
      }),
    );
  });
});

describe('programme shape', () => {
  it("reads System data's row, else spec 3's levels and spec 9's credits", () => {
    expect(programmeShape('BTh', null)).toEqual({ levels: ['4', '5', '6'], credits: 360 });
    expect(programmeShape('MA', null)).toEqual({ levels: ['7', '7Diss'], credits: 180 });
    expect(programmeShape('PGCert', null)).toEqual({ levels: ['7'], credits: 60 });
    expect(programmeShape('MTh', { levels: '7 7Diss', credits: 180 })).toEqual({
      levels: ['7', '7Diss'],
      credits: 180,
    });
  });
});
