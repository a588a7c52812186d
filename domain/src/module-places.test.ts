import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PlacementCheck, placementRefusal, placesInput } from './module-places.ts';
import { CREDITS_PER_LEVEL } from './programme-years.ts';

const fine: PlacementCheck = {
  status: 'Current',
  level: '5',
  hasSession: true,
  alreadyPlaced: false,
  placedElsewhere: null,
  moduleLevel: '5',
  moduleCredits: 20,
  creditsAtLevel: 40,
  placed: 3,
  capacity: 10,
  year: '2026/27',
};

describe('placing a student on a module instance (issue 18)', () => {
  it('places a current student of the level with a session, credits to spare and a free place', () => {
    expect(placementRefusal(fine)).toBeNull();
    expect(placementRefusal({ ...fine, status: 'Starting', capacity: null })).toBeNull();
  });

  it('gives each refusal its reason', () => {
    expect(placementRefusal({ ...fine, alreadyPlaced: true })).toBe('Already placed on this instance.');
    expect(placementRefusal({ ...fine, placedElsewhere: 'Leeds' })).toBe(
      'Already placed on this module in 2026/27 at Leeds: one place per module a year.',
    );
    expect(placementRefusal({ ...fine, status: 'IoS' })).toBe('The engagement is IoS.');
    expect(placementRefusal({ ...fine, level: '4' })).toBe('Studies at level 4; the module is at level 5.');
    expect(placementRefusal({ ...fine, hasSession: false })).toBe('Has no 2026/27 session.');
    expect(placementRefusal({ ...fine, creditsAtLevel: 110 })).toBe(
      'Would have 130 credits at level 5; a level has 120.',
    );
    expect(placementRefusal({ ...fine, placed: 10 })).toBe('The instance is full (10 places).');
  });

  it('never lets a level hold more than 120 credits, and refuses nothing within them (spec 9)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 120 }), (held, credits) => {
        const refusal = placementRefusal({ ...fine, creditsAtLevel: held, moduleCredits: credits, capacity: null });
        expect(refusal === null).toBe(held + credits <= CREDITS_PER_LEVEL);
      }),
    );
  });

  it('takes students by id or partner id, or a cohort, one of them', () => {
    expect(placesInput.safeParse({ studentIds: [1, 2] }).success).toBe(true);
    expect(placesInput.safeParse({ cohort: { programme: 'BTh', level: '5', hub: 'Durham' } }).success).toBe(true);
    expect(placesInput.safeParse({ studentIds: [1], partnerIds: [2] }).success).toBe(false);
    expect(placesInput.safeParse({}).success).toBe(false);
    expect(placesInput.safeParse({ studentIds: [] }).error?.issues[0]?.message).toBe('Name at least one student.');
  });
});
