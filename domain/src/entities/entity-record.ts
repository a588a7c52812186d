// Issue 12: what GET {api}/{entity}/{id} answers for any entity of the registry: the record's id,
// version and timestamps and each field of its definition, by the field's name.

export type EntityRecordOf<Fields extends Record<string, unknown> = Record<string, unknown>> = {
  id: number;
  version: number;
  createdAt?: string;
  updatedAt?: string;
} & Partial<Fields> &
  Record<string, unknown>;

/** A donor record (domain entities/donors.ts); `crmId` names the donor's page in the external CRM. */
export type DonorRecord = EntityRecordOf<{ crmId: string | null; giftAid: boolean | null }>;

/** One page of GET {api}/{entity}: the generic list's answer. */
export interface EntityListPage<R> {
  items: R[];
  total: number;
  page: number;
  pageSize: number;
}

/** A role as the generic roles list gives it (domain entities/roles.ts). */
export type RoleRecord = EntityRecordOf<{ name: string; description: string | null; permissions: string }>;
