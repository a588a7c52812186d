import { publicDefinition } from '@collegium/domain/entities/entity-definition';
import { organisations } from '@collegium/domain/entities/organisations';
import type { EntityAbilities, EntitySchema } from './get-entity-schema.ts';
import type { EntityRecord } from './get-entity-record.ts';

// Answers of the generic entity calls for the screens' tests, made from the real organisations
// definition so the tests follow it.

export const ALL_ABILITIES: EntityAbilities = { create: true, edit: true, delete: true, export: true };

export function organisationSchema(overrides: Partial<EntitySchema> = {}): EntitySchema {
  return { ...publicDefinition(organisations), abilities: ALL_ABILITIES, ...overrides };
}

export function organisationRow(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    version: 1,
    name: `Organisation ${id}`,
    type: 'College',
    status: 'Partner',
    city: 'Durham',
    email: null,
    ...overrides,
  };
}

export function organisationRecord(overrides: Record<string, unknown> = {}): EntityRecord {
  return {
    id: 5,
    version: 3,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-02-01T09:30:00.000Z',
    name: 'St Mary Church',
    type: 'Church',
    status: 'Hub Church',
    email: 'office@stmary.example.org',
    phone: null,
    website: null,
    address1: '1 Church Lane',
    address2: null,
    city: 'Durham',
    county: null,
    postCode: 'DH1 1AA',
    notes: null,
    ...overrides,
  };
}
