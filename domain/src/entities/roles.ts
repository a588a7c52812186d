import { z } from 'zod';
import { permissionListSchema } from '../permission-strings.ts';
import { text } from './common-fields.ts';
import type { EntityDefinition } from './entity-definition.ts';
import { USER_ADMIN_REQUIREMENT } from '../user-admin-requirement.ts';

// Roles (spec 6, DESIGN 5, issue 15): a named list of permission strings given to accounts. The
// generic calls of spec 7.2 serve them; the server adds the rule that nobody grants a permission
// they do not hold (server/src/modules/users/role-write-guard.ts).

export const roles: EntityDefinition = {
  name: 'roles',
  table: 'roles',
  label: 'Role',
  labelPlural: 'Roles',
  titleFields: ['name'],
  fields: [
    {
      name: 'name',
      label: 'Name',
      schema: z.string().trim().min(1, 'Give the role a name.').max(100, 'Keep it to 100 characters.'),
      input: 'text',
      required: true,
      cols: 6,
      sample: (n) => `Role ${n}`,
    },
    { name: 'description', label: 'Description', schema: text(500), input: 'textarea', cols: 12 },
    {
      name: 'permissions',
      label: 'Permissions',
      schema: permissionListSchema,
      input: 'textarea',
      required: true,
      cols: 12,
      help: 'Space-separated permission strings, e.g. dashboard:view students:view leads:*.',
      // Rights any caller of the roles calls holds (users:*), so generic tests may write samples.
      sample: (n) => (n % 2 === 0 ? 'users:view' : 'users:menu users:view'),
    },
  ],
  columns: [
    { field: 'name', width: 220 },
    { field: 'description', width: 420 },
    { field: 'permissions', width: 420, optional: true },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  searchFields: ['name', 'description'],
  filters: [],
  permissions: {
    list: [USER_ADMIN_REQUIREMENT],
    view: [USER_ADMIN_REQUIREMENT],
    create: [USER_ADMIN_REQUIREMENT],
    edit: [USER_ADMIN_REQUIREMENT],
    delete: [USER_ADMIN_REQUIREMENT],
    export: [USER_ADMIN_REQUIREMENT],
  },
  // A role some account holds is not deleted (409 naming them): the server's role guard checks
  // it, since user_roles rows are no records of their own.
};
