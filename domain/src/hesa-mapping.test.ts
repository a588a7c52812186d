import { describe, expect, it } from 'vitest';
import { hesaMappingWrite } from './hesa-contracts.ts';
import { HESA_MAPPING_KINDS, indexMappings, mappingGaps, resolveMapping } from './hesa-mapping.ts';

const rows = [
  { kind: 'programme', internalValue: 'BTh', hesaField: 'QUALCAT', hesaCode: 'H00' },
  { kind: 'ethnicity', internalValue: '160', hesaField: 'ETHNIC', hesaCode: '161' },
];
const index = indexMappings(rows);

describe('resolveMapping', () => {
  it('takes a catalogue value from its mapping row', () => {
    expect(resolveMapping(index, 'programme', 'BTh')).toEqual({ ok: true, code: 'H00', source: 'mapping' });
  });
  it('calls a catalogue value with no row a gap', () => {
    expect(resolveMapping(index, 'programme', 'MA')).toEqual({ ok: false, problem: 'unmapped' });
  });
  it('sends a coded answer as it is, unless a row maps it', () => {
    expect(resolveMapping(index, 'ethnicity', '100')).toEqual({ ok: true, code: '100', source: 'answer' });
    expect(resolveMapping(index, 'ethnicity', '160')).toEqual({ ok: true, code: '161', source: 'mapping' });
    expect(resolveMapping(index, 'ethnicity', '42')).toEqual({ ok: false, problem: 'invalid' });
  });
  it('accepts a two-letter nationality, and a domicile other than GB', () => {
    expect(resolveMapping(index, 'nationality', 'GB', 'details')).toEqual({ ok: true, code: 'GB', source: 'details' });
    expect(resolveMapping(index, 'nationality', 'gb')).toEqual({ ok: false, problem: 'invalid' });
    expect(resolveMapping(index, 'domicile', 'XF', 'details')).toMatchObject({ ok: true, code: 'XF' });
    expect(resolveMapping(index, 'domicile', 'GB')).toEqual({ ok: false, problem: 'invalid' });
  });
  it('knows nothing of an unknown kind', () => {
    expect(resolveMapping(index, 'shoeSize', '9')).toEqual({ ok: false, problem: 'unmapped' });
  });
});

describe('mappingGaps', () => {
  it('lists every catalogue value without a row, values in use first', () => {
    const gaps = mappingGaps(rows, { programme: { MA: 3 }, pace: { Sabbatical: 1 } });
    expect(gaps[0]).toMatchObject({ kind: 'programme', internalValue: 'MA', students: 3 });
    expect(gaps.find((g) => g.internalValue === 'Sabbatical')).toMatchObject({ kind: 'pace', students: 1 });
    expect(gaps.some((g) => g.kind === 'programme' && g.internalValue === 'BTh')).toBe(false);
    // coded kinds never have gaps: their values are HESA's own codes
    expect(gaps.some((g) => g.kind === 'ethnicity')).toBe(false);
    const catalogueValues = HESA_MAPPING_KINDS.filter((k) => k.sort === 'catalogue').reduce(
      (n, k) => n + k.values.length,
      0,
    );
    // the programmes are System data's (issue 15): the server adds the table's codes to the values in
    // use, so here MA (in use) is a gap beside the catalogue values and Sabbatical
    expect(HESA_MAPPING_KINDS.find((k) => k.kind === 'programme')?.values).toEqual([]);
    expect(gaps.length).toBe(catalogueValues + 2);
  });
});

describe('hesaMappingWrite', () => {
  it('refuses an unknown kind and a code with spaces', () => {
    expect(hesaMappingWrite.safeParse({ kind: 'programme', internalValue: 'MA', hesaCode: 'M22' }).success).toBe(true);
    expect(hesaMappingWrite.safeParse({ kind: 'x', internalValue: 'MA', hesaCode: 'M22' }).success).toBe(false);
    expect(hesaMappingWrite.safeParse({ kind: 'programme', internalValue: 'MA', hesaCode: 'M 22' }).success).toBe(
      false,
    );
  });
});
