import { describe, expect, it } from 'vitest';
import { consentedPeople, currentConsentState, type ConsentEntry } from './consent-state.ts';

const entry = (id: number, personId: number, purpose: string, given: boolean, on: string | null): ConsentEntry => ({
  id,
  personId,
  purpose,
  given,
  on,
});

describe('consent state from its history', () => {
  it('takes the latest record by date, whatever the order of entry', () => {
    const history = [
      entry(2, 1, 'Marketing e-mails', false, '2026-03-01'),
      entry(1, 1, 'Marketing e-mails', true, '2026-01-01'),
    ];
    expect(currentConsentState(history, 1)).toEqual({ 'Marketing e-mails': false });
    expect(consentedPeople(history, 'Marketing e-mails').size).toBe(0);
    const regranted = [...history, entry(3, 1, 'Marketing e-mails', true, '2026-04-01')];
    expect([...consentedPeople(regranted, 'Marketing e-mails')]).toEqual([1]);
  });

  it('on the same day the later record wins; an undated record is older than any dated one', () => {
    const sameDay = [entry(5, 1, 'Post', true, '2026-05-01'), entry(6, 1, 'Post', false, '2026-05-01')];
    expect(currentConsentState(sameDay, 1)).toEqual({ Post: false });
    const undated = [entry(9, 1, 'Post', false, null), entry(4, 1, 'Post', true, '2020-01-01')];
    expect(currentConsentState(undated, 1)).toEqual({ Post: true });
  });

  it('keeps purposes and people apart', () => {
    const history = [
      entry(1, 1, 'Marketing e-mails', true, '2026-01-01'),
      entry(2, 1, 'Photography', false, '2026-02-01'),
      entry(3, 2, 'Marketing e-mails', false, '2026-02-01'),
    ];
    expect(currentConsentState(history, 1)).toEqual({ 'Marketing e-mails': true, Photography: false });
    expect(currentConsentState(history, 3)).toEqual({});
    expect([...consentedPeople(history, 'Marketing e-mails')]).toEqual([1]);
    expect([...consentedPeople(history, 'Photography')]).toEqual([]);
  });
});
