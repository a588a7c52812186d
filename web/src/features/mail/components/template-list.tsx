import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { formatDate } from '@collegium/domain/date-format';
import type { EmailTemplateSummary } from '@collegium/domain/email-templates';

/** The templates, each with who last changed it; the chosen one is marked as the current page. */
export function TemplateList({
  templates,
  selected,
  dateFormat,
  onSelect,
}: {
  templates: EmailTemplateSummary[];
  selected: string | null;
  dateFormat: string;
  onSelect: (key: string) => void;
}) {
  return (
    <Paper variant="outlined" component="nav" aria-label="E-mail templates">
      <List disablePadding>
        {templates.map((t) => (
          <ListItem key={t.key} disablePadding divider>
            <ListItemButton
              selected={t.key === selected}
              aria-current={t.key === selected ? 'page' : undefined}
              onClick={() => onSelect(t.key)}
            >
              <ListItemText
                primary={t.name}
                secondary={
                  t.updatedBy ? `Edited by ${t.updatedBy}, ${formatDate(t.updatedAt, dateFormat)}` : 'As installed'
                }
                slotProps={{ secondary: { sx: { color: 'text.secondary' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
