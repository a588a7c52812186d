import { organisations } from '@collegium/domain/entities/organisations';
import { describe, expect, it } from 'vitest';
import { referenceMessage } from './reference-message.ts';

describe('referenceMessage', () => {
  it('names what still points at a record, singular for one', () => {
    expect(referenceMessage(organisations, [{ label: 'contacts', count: 3 }])).toBe(
      'This organisation is still linked to 3 contacts.',
    );
    expect(
      referenceMessage(organisations, [
        { label: 'students', count: 2 },
        { label: 'user accounts', count: 1 },
        { label: 'activities', count: 1 },
        { label: 'addresses', count: 1 },
      ]),
    ).toBe('This organisation is still linked to 2 students, 1 user account, 1 activity and 1 address.');
  });
});
