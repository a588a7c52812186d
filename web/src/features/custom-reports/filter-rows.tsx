import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  OPERATOR_LABELS,
  REPORT_OPERATORS,
  type ReportFieldView,
  type ReportFilter,
  type ReportOperator,
  VALUELESS_OPERATORS,
} from '@collegium/domain/custom-reports';
import { fieldError } from '../../lib/upload.ts';

// A report's filters: each a field, a comparison and a value (a choice for a select field).

const TEXT_ONLY: readonly ReportOperator[] = ['contains', 'startsWith'];

function operatorsFor(field: ReportFieldView | undefined): readonly ReportOperator[] {
  if (!field) return REPORT_OPERATORS;
  if (field.type === 'boolean') return ['equals', 'notEquals', 'isEmpty', 'isNotEmpty'];
  if (field.type === 'number') return REPORT_OPERATORS.filter((o) => !TEXT_ONLY.includes(o));
  return REPORT_OPERATORS;
}

interface Props {
  fields: readonly ReportFieldView[];
  value: readonly ReportFilter[];
  onChange: (filters: ReportFilter[]) => void;
  problems: unknown;
}

export function FilterRows({ fields, value, onChange, problems }: Props) {
  const filterable = fields.filter((f) => !f.computed);
  const set = (i: number, next: ReportFilter) => onChange(value.map((f, j) => (j === i ? next : f)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        Filters
      </Typography>
      {value.length === 0 && <Typography color="text.secondary">Every record is included.</Typography>}
      {value.map((filter, i) => {
        const field = fields.find((f) => f.key === filter.field);
        const valueless = VALUELESS_OPERATORS.includes(filter.operator);
        const choices = field?.type === 'boolean' ? ['Yes', 'No'] : field?.options;
        const n = i + 1;
        return (
          <Box key={i} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              select
              size="small"
              label={`Filter ${n} field`}
              value={filter.field}
              onChange={(e) => set(i, { field: e.target.value, operator: 'equals', value: '' })}
              error={Boolean(fieldError(problems, `filters.${i}.field`))}
              helperText={fieldError(problems, `filters.${i}.field`)}
              sx={{ minWidth: 220 }}
            >
              {filterable.map((f) => (
                <MenuItem key={f.key} value={f.key}>
                  {`${f.group}: ${f.label}`}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={`Filter ${n} comparison`}
              value={filter.operator}
              onChange={(e) => set(i, { ...filter, operator: e.target.value as ReportOperator })}
              sx={{ minWidth: 150 }}
            >
              {operatorsFor(field).map((o) => (
                <MenuItem key={o} value={o}>
                  {OPERATOR_LABELS[o]}
                </MenuItem>
              ))}
            </TextField>
            {!valueless && (
              <TextField
                select={Boolean(choices?.length) && ['equals', 'notEquals'].includes(filter.operator)}
                size="small"
                label={`Filter ${n} value`}
                value={filter.value ?? ''}
                type={field?.type === 'number' ? 'number' : field?.type === 'date' ? 'date' : 'text'}
                slotProps={field?.type === 'date' ? { inputLabel: { shrink: true } } : {}}
                onChange={(e) => set(i, { ...filter, value: e.target.value })}
                error={Boolean(fieldError(problems, `filters.${i}.value`))}
                helperText={fieldError(problems, `filters.${i}.value`)}
                sx={{ minWidth: 180 }}
              >
                {(choices ?? []).map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <IconButton aria-label={`Remove filter ${n}`} onClick={() => onChange(value.filter((_, j) => j !== i))}>
              <DeleteOutline />
            </IconButton>
          </Box>
        );
      })}
      <Box>
        <Button
          size="small"
          variant="outlined"
          disabled={filterable.length === 0}
          onClick={() => onChange([...value, { field: filterable[0]!.key, operator: 'equals', value: '' }])}
        >
          Add a filter
        </Button>
      </Box>
    </Box>
  );
}
