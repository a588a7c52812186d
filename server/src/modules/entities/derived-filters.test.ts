import { ENTITIES } from '@collegium/domain/entities/registry';
import { describe, expect, it } from 'vitest';
import { hasDerivedSql } from './derived-filters.ts';

// Issue 16: a derived filter a definition offers must be readable by the server (the API tests of
// each filter's meaning are in modules/reporting/report-routes.test.ts).

describe('derived list filters', () => {
  const offered = ENTITIES.flatMap((def) => (def.derivedFilters ?? []).map((f) => [def, f.name] as const));
  it('are offered by the students, applications and potential students lists', () => {
    expect(new Set(offered.map(([def]) => def.name))).toEqual(new Set(['students', 'applications', 'leads']));
  });
  it.each(offered.map(([def, name]) => [`${def.name}.${name}`, def, name] as const))(
    '%s has its SQL',
    (_k, def, name) => {
      expect(hasDerivedSql(def, name)).toBe(true);
    },
  );
});
