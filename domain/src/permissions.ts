// The permission grammar of spec 5 and 6.
//
// A permission is a string of colon-separated levels ("students:view"). A level may be '*'
// (anything) or a comma-separated list of alternatives ("students:view,edit"). A held
// permission with fewer levels than the one required grants everything below it (the implicit
// trailing wildcard: "students" grants "students:view:own"). A string may hold several
// permissions separated by spaces. An empty set grants nothing.
//
// "grants" follows the wildcard-permission reading: a held level grants a required level when it
// is '*' or contains every alternative the required level names. So "students:view,edit" held
// grants "students:view" and "students:edit"; "students:*" required is granted only by a holder
// of all of students ("students", "students:*" or "*").

type Parts = string[][];

function parse(permission: string): Parts {
  return permission
    .trim()
    .split(':')
    .map((level) =>
      level
        .split(',')
        .map((alt) => alt.trim())
        .filter((alt) => alt.length > 0),
    );
}

/** Splits a space-separated permission list into its permissions, dropping blanks. */
export function splitPermissions(list: string): string[] {
  return list.split(/\s+/).filter((p) => p.length > 0);
}

/** True when one held permission grants one required permission. */
export function permissionGrants(held: string, required: string): boolean {
  const heldParts = parse(held);
  const requiredParts = parse(required);
  if (heldParts.length === 0 || heldParts.every((l) => l.length === 0)) return false;
  if (requiredParts.some((l) => l.length === 0)) return false;
  for (let i = 0; i < requiredParts.length; i++) {
    const have = heldParts[i];
    if (have === undefined) return true; // implicit trailing wildcard
    if (have.includes('*')) continue;
    const need = requiredParts[i] as string[];
    if (!need.every((alt) => have.includes(alt))) return false;
  }
  // Levels the holder names beyond what is required narrow the grant, unless they are wildcards.
  for (let i = requiredParts.length; i < heldParts.length; i++) {
    if (!(heldParts[i] as string[]).includes('*')) return false;
  }
  return true;
}

/** True when the held set (each entry may itself be a space-separated list) grants `required`. */
export function hasPermission(held: readonly string[], required: string): boolean {
  const all = held.flatMap(splitPermissions);
  return all.some((h) => permissionGrants(h, required));
}

/** True when every permission in the space-separated list `required` is granted. */
export function hasAllPermissions(held: readonly string[], required: string): boolean {
  const needed = splitPermissions(required);
  if (needed.length === 0) return false;
  return needed.every((r) => hasPermission(held, r));
}

/** A requirement: an array means any one entry suffices; a string means all it lists. */
export type Requirement = string | readonly string[];

/**
 * The check of spec 2.2 step 4. Entries are deduplicated; an array passes when any one entry
 * passes, a string when all of its space-separated permissions are held. A requirement that
 * lists nothing fails: a check was expected and there was nothing to check against.
 */
export function meetsRequirement(held: readonly string[], requirement: Requirement): boolean {
  if (typeof requirement === 'string') return hasAllPermissions(held, requirement);
  const entries = [...new Set(requirement.map((r) => r.trim()).filter((r) => r.length > 0))];
  if (entries.length === 0) return false;
  return entries.some((r) => hasAllPermissions(held, r));
}

/** Every requirement must be met (a route's module requirement and its own, for example). */
export function meetsAll(held: readonly string[], requirements: readonly Requirement[]): boolean {
  return requirements.every((r) => meetsRequirement(held, r));
}

/**
 * True when `held` grants every permission in `other` (each entry may be a space-separated
 * list): whoever holds `held` already has every right of the holder of `other`, so nothing done
 * to or as that holder can give them a right they lack. An empty `other` is always covered; a
 * malformed permission in `other` is never covered (nobody can be shown to hold it).
 */
export function holdsEveryRightOf(held: readonly string[], other: readonly string[]): boolean {
  return other.flatMap(splitPermissions).every((p) => hasPermission(held, p));
}
