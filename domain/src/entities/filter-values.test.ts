import { describe, expect, it } from 'vitest';
import { CHOICE_DEFAULTS } from '../lookup-lists.ts';
import { fieldOf, optionsFor, publicDefinition } from './entity-definition.ts';
import { facetFilters, filterValueSource } from './filter-values.ts';
import { ENTITIES, findEntity } from './registry.ts';

// Issue 19, dead filters: walks every list definition; no filter may be a select that can offer
// only "All".

describe('every filter of every list offers values that exist, or is typed', () => {
  for (const def of ENTITIES) {
    it(`${def.name}: each filter has a source of values`, () => {
      for (const name of def.filters) {
        const field = fieldOf(def, name);
        const source = filterValueSource(def, field);
        if (source === 'choices' && field.input !== 'checkbox') {
          const values = field.lookup ? CHOICE_DEFAULTS[field.lookup] : optionsFor(field);
          const byKey = field.optionsBy ? Object.values(field.optionsBy.values).flat() : [];
          expect([...values, ...byKey].length, `${def.name}.${name}`).toBeGreaterThan(0);
        }
        if (source === 'facets') expect(def.table, `${def.name}.${name}`).not.toBe('people');
      }
      expect(publicDefinition(def).facetFilters).toEqual(facetFilters(def));
    });
  }

  it('lists the year of graduation and the events from the facets, the hub from System data, towns typed', () => {
    const source = (entity: string, field: string) => {
      const def = findEntity(entity)!;
      return filterValueSource(def, fieldOf(def, field));
    };
    expect(source('alumni', 'graduationYear')).toBe('facets');
    expect(source('registrations', 'eventName')).toBe('facets');
    expect(source('registrations', 'eventDate')).toBe('facets');
    expect(source('students', 'hub')).toBe('choices');
    expect(source('users', 'hub')).toBe('choices');
    expect(source('leads', 'hub')).toBe('choices');
    expect(source('users', 'active')).toBe('choices');
    expect(source('contacts', 'city')).toBe('typed');
    expect(facetFilters(findEntity('students')!)).toEqual([]);
    expect(facetFilters(findEntity('alumni')!)).toEqual(['graduationYear']);
  });
});
