import { academicYear as yearLabel } from '@collegium/domain/academic-year';
import Typography from '@mui/material/Typography';
import { QueryContent } from '../../components/student/query-content.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useLedGroups } from './api.ts';
import { GroupCard } from './group-card.tsx';

// Issue 20, feature formation-groups: My Students → Formation group, the groups the signed-in
// member of faculty leads this year, with their students.

export function MyFormationGroupsScreen() {
  const led = useLedGroups();
  return (
    <>
      <PageHeader title="My formation groups" />
      <QueryContent query={led} what="your formation groups">
        {(data) =>
          data.groups.length === 0 ? (
            <Typography>You lead no formation group in {yearLabel(data.academicYear)}.</Typography>
          ) : (
            data.groups.map((g) => <GroupCard key={g.id} group={g} />)
          )
        }
      </QueryContent>
    </>
  );
}
