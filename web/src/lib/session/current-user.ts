// spec 3 and docs/api-contract.md: the current user and the current student.

export interface UserToken {
  name: string;
  createdAt?: string;
  expiresAt?: string | null;
}

export interface OverridingUser {
  id: number;
  name: string;
  email: string;
}

export interface CurrentUser {
  id: number;
  name: string;
  email: string;
  picture: string | null;
  /** spec 3: left empty. */
  role: '';
  permissions: string[];
  hub: string | null;
  programme: string | null;
  pathway: string | null;
  tokens: UserToken[];
  /** The real user while acting as this one (spec 3: impersonation). */
  overridingUser: OverridingUser | null;
  /** The server's word (issue 11): forms:student and a student record. Only then is the student loaded. */
  isStudent: boolean;
  /** The server's word: applications:apply and an application of their own. */
  isApplicant: boolean;
}

/** spec 3: partnerId (shown zero-padded to 7 digits), hub (from location), programmeCode. */
export interface CurrentStudent {
  partnerId: string | number | null;
  hub: string | null;
  programmeCode: string | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const filled = (v: unknown): boolean =>
  (typeof v === 'string' && v.trim().length > 0) || (typeof v === 'number' && Number.isFinite(v));

/**
 * The user from a server answer, or null when it lacks id, name or email (spec 5: a user must
 * have them). Lists default to empty; while impersonating only token names are kept (spec 3).
 */
export function toCurrentUser(value: unknown): CurrentUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!filled(v.id) || !filled(v.name) || !filled(v.email)) return null;
  const overriding = v.overridingUser as OverridingUser | null | undefined;
  const tokens = Array.isArray(v.tokens) ? (v.tokens as UserToken[]) : [];
  return {
    id: v.id as number,
    name: v.name as string,
    email: v.email as string,
    picture: text(v.picture),
    role: '',
    permissions: Array.isArray(v.permissions) ? v.permissions.filter((p): p is string => typeof p === 'string') : [],
    hub: text(v.hub),
    programme: text(v.programme),
    pathway: text(v.pathway),
    tokens: overriding ? tokens.map((t) => ({ name: t.name })) : tokens,
    overridingUser: overriding && typeof overriding === 'object' ? overriding : null,
    isStudent: v.isStudent === true,
    isApplicant: v.isApplicant === true,
  };
}

/** The student from GET {api}/forms/student: the hub is the student's location (spec 3). */
export function toCurrentStudent(value: unknown): CurrentStudent {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const partnerId = v.partnerId;
  return {
    partnerId: typeof partnerId === 'string' || typeof partnerId === 'number' ? partnerId : null,
    hub: text(v.location),
    programmeCode: text(v.programmeCode),
  };
}
