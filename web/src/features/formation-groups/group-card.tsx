import type { FormationGroupView } from '@collegium/domain/formation-groups';
import { formatPartnerId } from '@collegium/domain/partner-id';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../components/ui/visually-hidden.ts';

// Issue 20: one formation group as a card: its name, leader and students (each a link to the
// record at `recordBase`, if given), with an optional remove button per student and a footer (the add form).

export function GroupCard({
  group,
  recordBase,
  onRemove,
  footer,
}: {
  group: FormationGroupView;
  /** Where each student's record opens (`<recordBase>/<id>`); without it the names are plain text. */
  recordBase?: string;
  onRemove?: (studentId: number, name: string) => void;
  footer?: ReactNode;
}) {
  const headingId = `group-${group.id}`;
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {group.name}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>
        Led by {group.leader.name}
        {group.leader.email && (
          <>
            {' · '}
            <Link href={`mailto:${group.leader.email}`} underline="always">
              {group.leader.email}
            </Link>
          </>
        )}
      </Typography>
      {group.members.length === 0 ? (
        <Typography>No students in this group yet.</Typography>
      ) : (
        <Box component="ul" aria-label={`Students in ${group.name}`} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {group.members.map((m) => (
            <Box
              component="li"
              key={m.studentId}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              {recordBase ? (
                <Link component={RouterLink} to={`${recordBase}/${m.studentId}`} sx={{ flex: 1, minWidth: 160 }}>
                  {m.name}
                </Link>
              ) : (
                <Typography component="span" sx={{ flex: 1, minWidth: 160 }}>
                  {m.name}
                </Typography>
              )}
              <Typography component="span" sx={{ fontFamily: 'monospace' }}>
                {formatPartnerId(m.partnerId)}
              </Typography>
              {onRemove && (
                <Button size="small" color="error" onClick={() => onRemove(m.studentId, m.name)}>
                  Remove
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    {m.name}
                  </Box>
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
      {footer}
    </Paper>
  );
}
