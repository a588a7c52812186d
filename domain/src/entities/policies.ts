import { z } from 'zod';
import { permissionListSchema } from '../permission-strings.ts';
import { areaPermissions, type EntityDefinition } from './entity-definition.ts';

// Policies users must accept (spec 2.5 agreement route, spec 3 policy acknowledgements; issue 15).
// A policy's version is its record's: any saved change asks everyone it applies to again. A
// policy someone has accepted is retired (Active unticked), never deleted.

export const policies: EntityDefinition = {
  name: 'policies',
  table: 'policies',
  label: 'Policy',
  labelPlural: 'Policies',
  titleFields: ['title'],
  fields: [
    {
      name: 'title',
      label: 'Title',
      schema: z.string().trim().min(1, 'Give the policy a title.').max(200),
      input: 'text',
      required: true,
      cols: 8,
    },
    {
      name: 'key',
      label: 'Key',
      schema: z
        .string()
        .trim()
        .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'Use lower-case letters, digits and hyphens, e.g. code-of-conduct.'),
      input: 'text',
      required: true,
      cols: 4,
      help: 'A short fixed name, e.g. code-of-conduct.',
      sample: (n) => `policy-${n}`,
    },
    {
      name: 'body',
      label: 'Text',
      schema: z.string().trim().min(20, 'Give the text of the policy (at least 20 characters).').max(20000),
      input: 'textarea',
      required: true,
      cols: 12,
      sample: (n) => `Policy ${n}: everyone it applies to reads and accepts this text before going on.`,
    },
    {
      name: 'appliesTo',
      label: 'Applies to',
      schema: permissionListSchema,
      input: 'text',
      cols: 8,
      help: 'Who must accept it: holders of all these permissions, e.g. forms:student. Empty: everyone who signs in.',
      sample: (n) => (n % 2 === 0 ? 'forms:student' : 'dashboard:view'),
    },
    {
      name: 'active',
      label: 'Active',
      schema: z.boolean(),
      input: 'checkbox',
      required: true,
      cols: 4,
      help: 'A retired policy is no longer asked for.',
    },
  ],
  columns: [
    { field: 'title', width: 280 },
    { field: 'appliesTo', width: 220 },
    { field: 'active', width: 90 },
  ],
  defaultSort: { field: 'title', order: 'asc' },
  searchFields: ['title', 'key'],
  filters: ['active'],
  permissions: areaPermissions('policies'),
};
