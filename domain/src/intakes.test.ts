import { describe, expect, it } from 'vitest';
import { intakesMapSchema, upcomingIntakes } from './intakes.ts';

const map = {
  '2025-01-06': ['MA', 'PGDip'],
  '2024-09-02': ['BTh', 'CertHE'],
  '2024-06-14': ['NLM'],
  '2024-06-15': ['DipHE'],
};

describe('upcomingIntakes (spec 3)', () => {
  it('keeps dates not before today, in date order', () => {
    expect(upcomingIntakes(map, '2024-06-15')).toEqual({
      '2024-06-15': ['DipHE'],
      '2024-09-02': ['BTh', 'CertHE'],
      '2025-01-06': ['MA', 'PGDip'],
    });
    expect(Object.keys(upcomingIntakes(map, '2024-06-15'))).toEqual(['2024-06-15', '2024-09-02', '2025-01-06']);
  });

  it('uses the UTC day of a Date', () => {
    expect(Object.keys(upcomingIntakes(map, new Date(Date.UTC(2024, 5, 14, 23, 59))))).toEqual([
      '2024-06-14',
      '2024-06-15',
      '2024-09-02',
      '2025-01-06',
    ]);
    expect(Object.keys(upcomingIntakes(map, '2024-06-14T23:30:00-02:00'))).toEqual([
      '2024-06-15',
      '2024-09-02',
      '2025-01-06',
    ]);
  });

  it('keeps nothing once every date has passed', () => {
    expect(upcomingIntakes(map, '2026-01-01')).toEqual({});
  });

  it('validates the map', () => {
    expect(intakesMapSchema.safeParse(map).success).toBe(true);
    expect(intakesMapSchema.safeParse({ '06/01/2025': ['MA'] }).success).toBe(false);
    expect(intakesMapSchema.safeParse({ '2025-01-06': 'MA' }).success).toBe(false);
  });
});
