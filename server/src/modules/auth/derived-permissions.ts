import { splitPermissions } from '@collegium/domain/permissions';

// A session's rights are its roles' permission lists and the user's own, split and deduplicated.
// Issue 13: that is worked out once per distinct pair of lists, not on every request. The result
// depends on nothing but the two lists read with the session, so a changed role or grant (a
// different list) is worked out afresh on the next request: nothing here can go stale. The same
// frozen array is handed to every request with those lists, which lets access control remember
// its answers per array (http/access.ts).

/** Distinct pairs kept (the least recently used go first); a college has a few hundred at most. */
const MAX_PAIRS = 1000;

export class DerivedPermissions {
  private readonly byLists = new Map<string, readonly string[]>();

  of(rolePermissions: string, ownPermissions: string): readonly string[] {
    const key = `${rolePermissions}\n${ownPermissions}`;
    let permissions = this.byLists.get(key);
    if (permissions) {
      this.byLists.delete(key);
    } else {
      permissions = Object.freeze([
        ...new Set([...splitPermissions(rolePermissions), ...splitPermissions(ownPermissions)]),
      ]);
      if (this.byLists.size >= MAX_PAIRS) this.byLists.delete(this.byLists.keys().next().value as string);
    }
    this.byLists.set(key, permissions);
    return permissions;
  }
}
