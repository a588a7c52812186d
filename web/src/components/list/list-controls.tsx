import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Children, isValidElement, type ReactNode, useState } from 'react';
import { useDebouncedCall } from '../../hooks/use-debounced.ts';
import { FilterPanel } from './filter-panel.tsx';

// The controls above the enrolment, intentions and new-students lists: a search box sent once
// typing pauses, and labelled native selects (behind a Filters button on phones).

export const SEARCH_DELAY_MS = 300;

const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;
const control = { flex: { xs: '1 1 calc(50% - 8px)', sm: '0 1 190px' }, minWidth: { xs: 0, sm: 150 } };

export interface Option {
  value: string;
  label: string;
}

/** Plain values as options that read as themselves. */
export const asOptions = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel = 'All',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  /** The empty choice's text; null for a select that always has a value. */
  allLabel?: string | null;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={selectProps}
      sx={control}
    >
      {allLabel !== null && <option value="">{allLabel}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

export function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  useDebouncedCall(text, SEARCH_DELAY_MS, onSearch, text === value);
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      sx={{ flex: { xs: '1 1 100%', sm: '1 1 240px' }, maxWidth: { sm: 320 } }}
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
  );
}

/** How many of the filters narrow the list (a select that always holds a value does not count). */
function activeFilters(filters: readonly ReactNode[]): number {
  return filters.filter((child) => {
    if (!isValidElement(child) || child.type !== FilterSelect) return false;
    const { value, allLabel } = child.props as { value: string; allLabel?: string | null };
    return allLabel !== null && value !== '';
  }).length;
}

/** The row of controls, announced as the list's search; on a phone the filters fold behind "Filters" (issue 19). */
export function ListControls({ label, children }: { label: string; children: ReactNode }) {
  const all = Children.toArray(children);
  const searches = all.filter((child) => isValidElement(child) && child.type === SearchBox);
  const filters = all.filter((child) => !searches.includes(child));
  return (
    <Box role="search" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      {searches}
      {filters.length > 0 && <FilterPanel active={activeFilters(filters)}>{filters}</FilterPanel>}
    </Box>
  );
}
