import { describe, expect, it } from 'vitest';
import { organisationStatuses } from './organisation-statuses.ts';

describe('organisationStatuses (spec 4.7)', () => {
  it('gives a church its own list', () => {
    expect(organisationStatuses('Church')).toEqual([
      'Hub Church',
      'Feeder Church',
      'In contact',
      'Target',
      'No contact',
    ]);
  });

  it.each(['Diocese', 'Charity', '', null, undefined])('gives %s the default list', (type) => {
    expect(organisationStatuses(type)).toEqual(['Partner', 'Sending', 'In contact', 'Target', 'No contact']);
  });
});
