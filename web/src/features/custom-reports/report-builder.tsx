import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReportDefinition, ReportEntitiesView, ReportFieldView } from '@collegium/domain/custom-reports';
import { fieldError } from '../../lib/upload.ts';
import { FilterRows } from './filter-rows.tsx';

// The report builder: what to report on, its columns (the entity's own fields and those of
// related records, grouped), its filters and its order. Only fields the reader may read are
// offered (the server sends no others).

export type Entity = ReportEntitiesView['entities'][number];

interface Props {
  entities: readonly Entity[];
  value: ReportDefinition;
  onChange: (definition: ReportDefinition) => void;
  problems: unknown;
}

export function ReportBuilder({ entities, value, onChange, problems }: Props) {
  const entity = entities.find((e) => e.name === value.entity);
  const fields = entity?.fields ?? [];
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const chosen = value.fields.flatMap((k) => (byKey.has(k) ? [byKey.get(k)!] : []));
  const sortable = fields.filter((f) => !f.computed);
  const fieldsProblem =
    fieldError(problems, 'fields') ?? value.fields.map((_, i) => fieldError(problems, `fields.${i}`)).find(Boolean);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        label="Report on"
        value={value.entity}
        onChange={(e) => onChange({ entity: e.target.value, fields: [], filters: [], sort: null })}
        error={Boolean(fieldError(problems, 'entity'))}
        helperText={fieldError(problems, 'entity')}
        sx={{ maxWidth: 320 }}
      >
        {entities.map((e) => (
          <MenuItem key={e.name} value={e.name}>
            {e.label}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete<ReportFieldView, true>
        multiple
        options={fields}
        groupBy={(f) => f.group}
        getOptionLabel={(f) => f.label}
        isOptionEqualToValue={(a, b) => a.key === b.key}
        value={chosen}
        onChange={(_e, picked) => onChange({ ...value, fields: picked.map((f) => f.key) })}
        disabled={!entity}
        filterSelectedOptions
        renderInput={(params) => (
          <TextField
            {...params}
            label="Columns"
            placeholder={chosen.length ? '' : 'Choose the fields to show'}
            error={Boolean(fieldsProblem)}
            helperText={fieldsProblem ?? 'In the order chosen. Fields marked special category are audited when read.'}
          />
        )}
        renderOption={(props, f) => {
          const { key, ...rest } = props as typeof props & { key: string };
          return (
            <li key={key} {...rest}>
              {f.label}
              {f.special ? ' (special category)' : ''}
            </li>
          );
        }}
      />
      <FilterRows
        fields={fields}
        value={value.filters}
        onChange={(filters) => onChange({ ...value, filters })}
        problems={problems}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          label="Sort by"
          value={value.sort?.field ?? ''}
          onChange={(e) =>
            onChange({
              ...value,
              sort: e.target.value ? { field: e.target.value, order: value.sort?.order ?? 'asc' } : null,
            })
          }
          error={Boolean(fieldError(problems, 'sort.field'))}
          helperText={fieldError(problems, 'sort.field')}
          sx={{ minWidth: 240 }}
          disabled={!entity}
        >
          <MenuItem value="">(the order records were made)</MenuItem>
          {sortable.map((f) => (
            <MenuItem key={f.key} value={f.key}>
              {`${f.group}: ${f.label}`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Order"
          value={value.sort?.order ?? 'asc'}
          onChange={(e) =>
            value.sort && onChange({ ...value, sort: { ...value.sort, order: e.target.value as 'asc' | 'desc' } })
          }
          disabled={!value.sort}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="asc">Ascending</MenuItem>
          <MenuItem value="desc">Descending</MenuItem>
        </TextField>
      </Box>
    </Box>
  );
}
