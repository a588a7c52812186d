import type { ColumnType, Generated } from 'kysely';
import type { Timestamps } from './common.ts';

// People, accounts, sessions, roles and the audit log (schema.ts joins them; the generic
// entities' tables are in entities.ts).

export interface PeopleTable extends Timestamps {
  id: Generated<number>;
  title: string | null;
  first_name: string;
  last_name: string;
  preferred_name: string | null;
  email: string | null;
  phone: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  county: string | null;
  post_code: string | null;
  date_of_birth: string | null;
  picture_url: string | null;
  /** Issue 15: a picture the user uploaded on their profile (migration 0035b). */
  picture_file_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface UsersTable extends Timestamps {
  id: Generated<number>;
  person_id: number;
  email: string;
  password_hash: string | null;
  sso_subject: string | null;
  active: Generated<number>;
  /** Staff assignments shown on the current user (a hub director's hub, a programme director's programme). */
  hub: string | null;
  programme: string | null;
  pathway: string | null;
  /** Permission strings granted to this user directly, space-separated, on top of their roles. */
  permissions: Generated<string>;
  last_login_at: string | null;
  /** A new sign-in address waiting for its confirmation link (email_changes), or null. */
  pending_email: Generated<string | null>;
}

/** A requested sign-in address change: the one-time link's hash, like a password reset's. */
export interface EmailChangesTable {
  token_hash: string;
  user_id: number;
  new_email: string;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RolesTable extends Timestamps {
  id: Generated<number>;
  name: string;
  description: string | null;
  /** Space-separated permission strings (spec 6 grammar). */
  permissions: string;
}

/** Issue 15: a policy users must accept (the agreement route); its version is the row's. */
export interface PoliciesTable extends Timestamps {
  id: Generated<number>;
  key: string;
  title: string;
  body: string;
  /** Space-separated permissions all held by those who must accept it ('' = everyone). */
  applies_to: Generated<string>;
  active: Generated<number>;
}

/** Issue 15, System data: one value of a lookup list (domain/lookup-lists.ts). */
export interface LookupValuesTable {
  id: Generated<number>;
  list: string;
  value: string;
  position: number;
  retired: Generated<number>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

export interface PolicyAcceptancesTable {
  user_id: number;
  policy_id: number;
  version: number;
  accepted_at: string;
  ip: string | null;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface SessionsTable {
  /** HMAC-SHA256 of the random id held in the cookie; the id itself is never stored. */
  id_hash: string;
  user_id: number;
  /** The real user while impersonating (spec 3: the overriding user); null otherwise. */
  real_user_id: number | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface LoginFailuresTable {
  email: string;
  /** The client address the failures came from (request.ip). */
  ip: string;
  failures: number;
  first_failed_at: string;
  locked_until: string | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  /** What the token is for, e.g. 'accounting' for the accounting-provider connection. */
  name: string;
  secret: string;
  created_at: string;
  expires_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** Who did it: the real person at the keyboard. */
  actor_user_id: number | null;
  /** Whom they were acting as, when impersonating. */
  as_user_id: number | null;
  entity: string;
  entity_id: string | null;
  action: string;
  /** JSON: field-level before/after, or details of the action. */
  changes: string | null;
  ip: string | null;
}
