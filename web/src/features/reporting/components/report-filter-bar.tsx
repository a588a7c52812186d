import { reportFilterValueLabel } from '@collegium/domain/coded-fields';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { REPORT_FILTER_LABELS, type ReportFilterName } from '@collegium/domain/reporting-contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../components/form/date-field.tsx';
import { groupLabel } from '../figures.ts';

// Issue 16: the filters a reporting page offers, kept in the page's address (so a filtered page
// can be bookmarked or sent), each a select of the values the records hold (a period's ends: dates).

/** The page's filters as the address holds them: only the page's own names, empties left out. */
export function useReportFilters(names: readonly ReportFilterName[]) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const out: Record<string, string> = {};
    for (const name of names) {
      const value = params.get(name);
      if (value) out[name] = value;
    }
    return out;
  }, [params, names]);
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return { filters, setFilter, clear };
}

/** Issue 17: the period's ends are days, chosen with a date field rather than from a list. */
const DATE_FILTERS: ReadonlySet<ReportFilterName> = new Set(['from', 'to']);

const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;

export interface ReportFilterBarProps {
  /** The report page: its coded filters (domain REPORT_CODED_FILTERS) offer their codes by label. */
  page: string;
  names: readonly ReportFilterName[];
  filters: Readonly<Record<string, string>>;
  /** The values each filter offers (the report's `options`). */
  options: Readonly<Record<string, readonly string[]>> | undefined;
  onFilter: (name: string, value: string) => void;
  onClear: () => void;
}

export function ReportFilterBar({ page, names, filters, options, onFilter, onClear }: ReportFilterBarProps) {
  return (
    <Box
      component="form"
      role="search"
      aria-label="Report filters"
      onSubmit={(e) => e.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3, alignItems: 'center' }}
    >
      {names.map((name) => {
        if (DATE_FILTERS.has(name))
          return (
            <DateField
              key={name}
              size="small"
              label={REPORT_FILTER_LABELS[name]}
              value={filters[name] ?? ''}
              onChange={(v) => onFilter(name, v)}
              sx={{ minWidth: 150, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
            />
          );
        const values = [...(options?.[name] ?? [])];
        const current = filters[name] ?? '';
        if (current && !values.includes(current)) values.unshift(current);
        return (
          <TextField
            key={name}
            select
            size="small"
            label={REPORT_FILTER_LABELS[name]}
            value={current}
            onChange={(e) => onFilter(name, e.target.value)}
            slotProps={selectProps}
            sx={{ minWidth: 150, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
          >
            <option value="">All</option>
            {values.map((v) => (
              <option key={v} value={v}>
                {reportFilterValueLabel(page, name, v) ?? groupLabel(name, v)}
              </option>
            ))}
          </TextField>
        );
      })}
      {Object.keys(filters).length > 0 && (
        <Button variant="text" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}
