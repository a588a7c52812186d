// spec 2.4 users, issue 15: who administers accounts and roles: the users administrators, or the
// college's administrators. Its own file (no zod) because the menu, which the web app's first
// chunk holds, reads it.
export const USER_ADMIN_REQUIREMENT = ['users:*', 'admin:admin'] as const;
