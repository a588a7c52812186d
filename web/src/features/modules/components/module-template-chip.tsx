import Chip from '@mui/material/Chip';
import type { ModuleTemplate } from '@collegium/domain/module-template';

/** spec 5: a module's template (R1, R2 or MA) as a chip; a span, so it can sit inside a line of text. */
export function ModuleTemplateChip({ template }: { template: ModuleTemplate }) {
  return <Chip component="span" label={`Template ${template}`} size="small" color="primary" variant="outlined" />;
}
