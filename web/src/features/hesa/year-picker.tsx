import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { academicYear, academicYearOf } from '@collegium/domain/academic-year';

// The reference period of the HESA pages: an academic year from 2017 (spec 9) to this one.

export const thisAcademicYear = () => academicYearOf(new Date());

export function YearPicker({ value, onChange }: { value: number; onChange: (year: number) => void }) {
  const years: number[] = [];
  for (let y = thisAcademicYear(); y >= 2017; y--) years.push(y);
  return (
    <TextField
      select
      label="Reference period"
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 200 }}
    >
      {years.map((y) => (
        <MenuItem key={y} value={y}>
          {academicYear(y)}
        </MenuItem>
      ))}
    </TextField>
  );
}
