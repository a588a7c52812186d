import { z } from 'zod';
import { emailSchema, hubField, personFields, text } from './common-fields.ts';
import { areaPermissions, type EntityDefinition } from './entity-definition.ts';

// Users (spec 2.4, 3): sign-in accounts. Secrets (password hash, SSO subject) never appear here;
// passwords are set through the reset link and roles through the roles screen.

const person = personFields(true);

export const users: EntityDefinition = {
  name: 'users',
  table: 'users',
  label: 'User',
  labelPlural: 'Users',
  person: true,
  titleFields: ['firstName', 'lastName'],
  fields: [
    person.firstName,
    person.lastName,
    // The sign-in address, on the account itself (unique across accounts).
    { name: 'email', label: 'Sign-in e-mail', schema: emailSchema, input: 'email', required: true, cols: 8 },
    {
      name: 'pendingEmail',
      label: 'New sign-in e-mail, waiting for confirmation',
      schema: emailSchema,
      input: 'email',
      readOnly: true,
      cols: 8,
      help: 'A changed sign-in address takes effect when the link sent to it is followed.',
    },
    {
      name: 'active',
      label: 'Active',
      schema: z.boolean(),
      input: 'checkbox',
      required: true,
      cols: 4,
      help: 'An inactive account cannot sign in.',
    },
    // spec 3: the current user's hub, programme and pathway (a hub or programme director's).
    { ...hubField, cols: 4 },
    { name: 'programme', label: 'Programme', schema: z.string(), input: 'select', lookup: 'programmes', cols: 4 },
    { name: 'pathway', label: 'Pathway', schema: text(100), input: 'text', cols: 4 },
    {
      name: 'permissions',
      label: 'Direct permissions',
      schema: text(2000),
      input: 'textarea',
      cols: 12,
      // Read-only here: through the generic edit a holder of users:edit could grant themselves
      // '*'. Granting rights gets its own screen with its own rules (a later issue).
      readOnly: true,
      help: 'Space-separated permission strings granted on top of the account’s roles, e.g. students:view leads:*.',
    },
    { name: 'lastLoginAt', label: 'Last signed in', schema: z.string(), input: 'text', readOnly: true, cols: 4 },
  ],
  columns: [
    { field: 'lastName', width: 150 },
    { field: 'firstName', width: 130 },
    { field: 'email', width: 260 },
    { field: 'active', width: 90 },
    { field: 'hub', width: 120 },
    { field: 'programme', width: 110 },
    { field: 'lastLoginAt', width: 170 },
  ],
  defaultSort: { field: 'lastName', order: 'asc' },
  searchFields: ['lastName', 'firstName', 'email'],
  filters: ['active', 'hub', 'programme'],
  permissions: areaPermissions('users'),
};
