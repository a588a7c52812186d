import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { StudentStatusView } from '@collegium/domain/student-forms/schemas';
import { Link as RouterLink } from 'react-router';
import { MenuIcon } from '../../../components/navigation/menu-icons.tsx';
import { InfoCard } from '../../../components/ui/card.tsx';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { type FormMark, formMark, groupSummary, MARK_LABEL } from '../form-marks.ts';
import type { FormGroup } from '../student-form-groups.ts';

// One card of the student dashboard: a form group's pages, one row each, with its mark (done, to
// do, pending) at the row's end so the marks line up and a long title wraps beside them on a phone.

const MARK_COLOUR = { done: 'success', todo: 'warning', pending: 'info' } as const;

export function FormGroupCard({
  group,
  done,
  pending,
}: {
  group: FormGroup;
  done: StudentStatusView['done'] | undefined;
  pending: ReadonlySet<string>;
}) {
  const rows = group.links.map((link) => ({ link, mark: formMark(link, done, pending) }));
  const summary = groupSummary(rows.map((r) => r.mark));
  return (
    <InfoCard
      title={group.title}
      subtitle={summary}
      color="info"
      icon={<MenuIcon name={group.icon ?? 'Description'} />}
    >
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {rows.map(({ link, mark }) => (
          <Box
            component="li"
            key={link.key}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              minHeight: 44,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <Link component={RouterLink} to={link.to} sx={{ flex: 1, minWidth: 0, py: 1, overflowWrap: 'anywhere' }}>
              {link.title}
            </Link>
            {mark && <Mark mark={mark} />}
          </Box>
        ))}
      </Box>
    </InfoCard>
  );
}

function Mark({ mark }: { mark: FormMark }) {
  return (
    <Box component="span" sx={{ flexShrink: 0 }}>
      <StatusChip label={MARK_LABEL[mark]} colour={MARK_COLOUR[mark]} />
    </Box>
  );
}
