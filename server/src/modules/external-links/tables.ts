import type { Generated } from 'kysely';

// Migration 0041a: the links of feature `externalLink`, added to the Database shape here so the
// feature's tables live with the feature.

export interface ExternalLinksTable {
  id: Generated<number>;
  title: string;
  icon: string;
  url: string;
  audience: string;
  position: number;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

declare module '../../db/schema.ts' {
  interface Database {
    external_links: ExternalLinksTable;
  }
}
