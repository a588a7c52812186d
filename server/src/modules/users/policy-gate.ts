import { policyAppliesTo } from '@collegium/domain/agreement';
import type { Db } from '../../db/database.ts';
import type { AuthContext } from '../../http/access.ts';

// The agreement gate's question (issue 15), asked on every gated call, answered without a query
// in the common case: the active policies are kept in memory (reloaded every TTL_MS, and at once
// after a policy is written here), and a user found to have accepted the current version of every
// policy that applies to them is remembered against those versions. A user who still has one to
// accept is never remembered: their next call asks the database again, so accepting (in any
// process) takes effect at once. A policy published through another process gates its users
// within TTL_MS.

const TTL_MS = 30_000;
/** After a policy write, nothing is cached for this long (the write's transaction commits first). */
const SETTLE_MS = 5_000;
const MAX_REMEMBERED = 50_000;

interface ActivePolicy {
  id: number;
  version: number;
  applies_to: string;
}

interface Applicable {
  /** The loaded policies this was worked out from. */
  policies: readonly ActivePolicy[];
  applicable: ActivePolicy[];
  stamp: string;
}

export class PolicyGate {
  private policies: ActivePolicy[] | null = null;
  private loadedAt = 0;
  private uncachedUntil = 0;
  private readonly accepted = new Map<number, string>();
  private readonly applicable = new WeakMap<readonly string[], Applicable>();

  constructor(private readonly db: Db) {}

  /** A policy was created, changed or deleted in this process. */
  invalidate(): void {
    this.policies = null;
    this.accepted.clear();
    this.uncachedUntil = Date.now() + SETTLE_MS;
  }

  async hasPending(auth: AuthContext): Promise<boolean> {
    const now = Date.now();
    const caching = now >= this.uncachedUntil;
    if (!caching || this.policies === null || now - this.loadedAt > TTL_MS) {
      const loaded = await this.db.kysely
        .selectFrom('policies')
        .select(['id', 'version', 'applies_to'])
        .where('active', '=', 1)
        .execute();
      const stampBefore = this.stampOf(this.policies ?? []);
      this.policies = loaded;
      this.loadedAt = now;
      if (this.stampOf(loaded) !== stampBefore) this.accepted.clear();
    }
    const { applicable, stamp } = this.applicableTo(auth.user.permissions);
    if (applicable.length === 0) return false;
    if (caching && this.accepted.get(auth.user.id) === stamp) return false;
    const acceptances = await this.db.kysely
      .selectFrom('policy_acceptances')
      .select(['policy_id', 'version'])
      .where('user_id', '=', auth.user.id)
      .where(
        'policy_id',
        'in',
        applicable.map((p) => p.id),
      )
      .execute();
    const pending = applicable.some(
      (p) => !acceptances.some((a) => a.policy_id === p.id && Number(a.version) === p.version),
    );
    if (!pending && caching) {
      if (this.accepted.size >= MAX_REMEMBERED) this.accepted.clear();
      this.accepted.set(auth.user.id, stamp);
    }
    return pending;
  }

  /**
   * The active policies that apply to a set of rights, remembered per frozen set (one shared array
   * per distinct set of rights, modules/auth/derived-permissions.ts) for as long as the loaded
   * policies are the same array: worked out once, not on every gated call.
   */
  private applicableTo(permissions: readonly string[]): Applicable {
    const policies = this.policies ?? [];
    const kept = Object.isFrozen(permissions) ? this.applicable.get(permissions) : undefined;
    if (kept && kept.policies === policies) return kept;
    const applicable = policies.filter((p) => policyAppliesTo(p.applies_to, permissions));
    const found = { policies, applicable, stamp: this.stampOf(applicable) };
    if (Object.isFrozen(permissions)) this.applicable.set(permissions, found);
    return found;
  }

  private stampOf(policies: readonly ActivePolicy[]): string {
    return policies.map((p) => `${p.id}:${p.version}:${p.applies_to}`).join(',');
  }
}
