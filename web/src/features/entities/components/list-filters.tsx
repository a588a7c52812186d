import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { COHORT_FILTERS } from '@collegium/domain/cohorts';
import { useState } from 'react';
import { FilterPanel } from '../../../components/list/filter-panel.tsx';
import { SEARCH_DELAY_MS } from '../../../components/list/list-controls.tsx';
import { useDebouncedCall } from '../../../hooks/use-debounced.ts';
import type { EntitySchema } from '../../../lib/entity/get-entity-schema.ts';
import { displayValue } from '../../../lib/entity/display-value.ts';
import { useFacetValues } from '../../../lib/entity/facet-values.ts';
import { filterOptions } from '../../../lib/entity/form-values.ts';
import { useLookupChoices } from '../../../lib/lookups.ts';

// The controls above a list: a search box (sent once typing pauses), a select per filter of the
// definition, its derived filters (issue 16) and the cohort filter of spec 3 and 9 when the entity has one.

export interface ListFiltersProps {
  schema: EntitySchema;
  search: string;
  onSearch: (search: string) => void;
  /** The filters offered (default: every filter of the definition); a page's preset ones are not. */
  offered?: readonly string[];
  filters: Readonly<Record<string, string>>;
  onFilter: (name: string, value: string) => void;
  cohort: string | null;
  onCohort: (cohort: string | null) => void;
}

const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;

type Field = EntitySchema['fields'][number];

interface FilterProps {
  field: Field;
  value: string;
  onChange: (value: string) => void;
  sx: object;
}

/** A field with fixed choices: its options, a System data list or yes/no (domain entities/filter-values.ts). */
function hasChoices(field: Field): boolean {
  return (
    field.input === 'checkbox' || Boolean(field.lookup) || Boolean(field.optionsBy) || (field.options?.length ?? 0) > 0
  );
}

/**
 * One filter's select. A field whose values are a System data list (issue 15) offers that list's
 * values, retired ones too (records may still hold them); a field without fixed choices the values
 * its records hold (issue 19, `facets`); any other field its definition's options. A select that
 * would offer only "All" is not shown.
 */
function FilterSelect({
  field,
  value,
  onChange,
  sx,
  entity,
  facets,
}: FilterProps & { entity: string; facets: boolean }) {
  const lookup = useLookupChoices(field.lookup);
  const held = useFacetValues(entity, field.name, facets);
  const offered = field.lookup
    ? [...(lookup.data?.values ?? []), ...(lookup.data?.retired ?? [])].map((v) => ({
        value: v,
        label: displayValue(v, field.input),
      }))
    : facets
      ? (held.data ?? []).map((v) => ({ value: v, label: displayValue(v, field.input) }))
      : filterOptions(field);
  const loaded = field.lookup ? lookup.isSuccess : facets ? held.isSuccess : true;
  if (loaded && offered.length === 0 && value === '') return null;
  // A value set from a link (issue 16: a report's group, possibly several values) is shown as set.
  const options =
    value !== '' && !offered.some((o) => o.value === value)
      ? [
          {
            value,
            label: value
              .split(',')
              .map((v) => displayValue(v, field.input))
              .join(' or '),
          },
          ...offered,
        ]
      : offered;
  return (
    <TextField
      select
      size="small"
      label={field.label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={selectProps}
      sx={sx}
    >
      <option value="">All</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

/** A filter with no list of values (a contact's town): typed, sent once typing pauses. */
function TypedFilter({ field, value, onChange, sx }: FilterProps) {
  const [text, setText] = useState(value);
  useDebouncedCall(text.trim(), SEARCH_DELAY_MS, onChange, text.trim() === value);
  return (
    <TextField
      size="small"
      label={field.label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={sx}
    />
  );
}

export function ListFilters({
  schema,
  search,
  onSearch,
  offered = schema.filters,
  filters,
  onFilter,
  cohort,
  onCohort,
}: ListFiltersProps) {
  const [text, setText] = useState(search);
  useDebouncedCall(text, SEARCH_DELAY_MS, onSearch, text === search);

  const filterFields = offered.flatMap((name) => schema.fields.filter((f) => f.name === name));
  // A derived filter (issue 16) is offered when it has fixed choices, or shown once a link sets it.
  const derived = (schema.derivedFilters ?? []).filter(
    (f) => offered.includes(f.name) && (f.options !== undefined || (filters[f.name] ?? '') !== ''),
  );
  // On a phone the filters wait behind a Filters button that says how many of those shown are set.
  const activeCount =
    [...filterFields, ...derived].filter((f) => (filters[f.name] ?? '') !== '').length + (cohort ? 1 : 0);
  // Two selects a row on phones, so a list with many filters still shows its rows near the top.
  const control = { flex: { xs: '1 1 calc(50% - 8px)', sm: '0 1 200px' }, minWidth: { xs: 0, sm: 160 } };
  return (
    <Box
      role="search"
      aria-label={`Search and filter ${schema.labelPlural.toLowerCase()}`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
    >
      <TextField
        type="search"
        size="small"
        label={`Search ${schema.labelPlural.toLowerCase()}`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ flex: { xs: '1 1 100%', sm: '1 1 260px' }, maxWidth: { sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <FilterPanel active={activeCount}>
        {filterFields.map((field) => {
          const props = {
            field,
            value: filters[field.name] ?? '',
            onChange: (value: string) => onFilter(field.name, value),
            sx: control,
          };
          const facets = (schema.facetFilters ?? []).includes(field.name);
          if (!facets && !hasChoices(field)) return <TypedFilter key={field.name} {...props} />;
          return <FilterSelect key={field.name} {...props} entity={schema.name} facets={facets} />;
        })}
        {derived.map((filter) => (
          <FilterSelect
            key={filter.name}
            entity={schema.name}
            facets={false}
            field={{
              name: filter.name,
              label: filter.label,
              input: 'select',
              options: filter.options ?? [],
              required: false,
              readOnly: false,
              cols: 6,
              dense: true,
            }}
            value={filters[filter.name] ?? ''}
            onChange={(value) => onFilter(filter.name, value)}
            sx={control}
          />
        ))}
        {schema.cohortFilter && (
          <TextField
            select
            size="small"
            label="Cohort"
            value={cohort ?? ''}
            onChange={(e) => onCohort(e.target.value === '' ? null : e.target.value)}
            slotProps={selectProps}
            sx={control}
          >
            <option value="">All cohorts</option>
            {COHORT_FILTERS.map((c) => (
              <option key={c} value={c}>
                Level {c}
              </option>
            ))}
          </TextField>
        )}
      </FilterPanel>
    </Box>
  );
}
