import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Placeholder } from '@collegium/domain/email-templates';

/** The placeholders a template may use; choosing one puts it into the message where the cursor is. */
export function PlaceholderChips({
  placeholders,
  onInsert,
}: {
  placeholders: Placeholder[];
  onInsert: (name: string) => void;
}) {
  return (
    <Box component="section" aria-labelledby="placeholders-title">
      <Typography id="placeholders-title" component="h3" variant="subtitle2">
        Placeholders you can use
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Each is replaced by its value when the mail is sent. Choose one to add it to the message.
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {placeholders.map((p) => (
          <li key={p.name}>
            <Tooltip title={p.description}>
              <Chip
                label={`{{${p.name}}}`}
                onClick={() => onInsert(p.name)}
                aria-label={`Add {{${p.name}}}: ${p.description}`}
                variant="outlined"
                sx={{ fontFamily: 'monospace' }}
              />
            </Tooltip>
          </li>
        ))}
      </Box>
    </Box>
  );
}
