import { describe, expect, it } from 'vitest';
import { constraintViolation, onUniqueViolation } from './db-constraints.ts';

// The two databases' refusals, in the shapes their drivers throw them.

describe('constraintViolation', () => {
  it('reads PostgreSQL and SQLite refusals alike, with the column where the database names one', () => {
    expect(constraintViolation({ code: '23505', detail: 'Key (email)=(a@b.c) already exists.' })).toEqual({
      kind: 'unique',
      column: 'email',
    });
    expect(
      constraintViolation({ code: 'SQLITE_CONSTRAINT_UNIQUE', message: 'UNIQUE constraint failed: donors.email' }),
    ).toEqual({ kind: 'unique', column: 'email' });
    expect(constraintViolation({ code: '23503' })).toEqual({ kind: 'foreignKey', column: undefined });
    expect(constraintViolation({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' })?.kind).toBe('foreignKey');
    expect(constraintViolation({ code: '23502', column: 'name' })).toEqual({ kind: 'notNull', column: 'name' });
    expect(
      constraintViolation({ code: 'SQLITE_CONSTRAINT_NOTNULL', message: 'NOT NULL constraint failed: donors.name' }),
    ).toEqual({ kind: 'notNull', column: 'name' });
    expect(constraintViolation(new Error('connection lost'))).toBeNull();
    expect(constraintViolation(null)).toBeNull();
  });
});

describe('onUniqueViolation', () => {
  it('turns a unique violation into the given answer and lets every other error through', async () => {
    const answer = new Error('Saved from elsewhere.');
    await expect(
      onUniqueViolation(answer, () => Promise.reject(Object.assign(new Error('dup'), { code: '23505' }))),
    ).rejects.toBe(answer);
    const other = Object.assign(new Error('fk'), { code: '23503' });
    await expect(onUniqueViolation(answer, () => Promise.reject(other))).rejects.toBe(other);
    await expect(onUniqueViolation(answer, () => Promise.resolve(7))).resolves.toBe(7);
  });
});
