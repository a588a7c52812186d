import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

// "What the file is" beside an application's evidence upload (the applicant's own, a diocese's
// link): one of System data's evidence types (issue 15; the server checks the same list), with
// its message under it.

export function EvidenceTypeField({
  value,
  choices,
  onChange,
  error,
}: {
  value: string;
  choices: readonly string[];
  onChange: (type: string) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      select
      label="What the file is"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
    >
      {choices.map((t) => (
        <MenuItem key={t} value={t}>
          {t}
        </MenuItem>
      ))}
    </TextField>
  );
}
