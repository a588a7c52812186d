import { academicYear as yearLabel } from '@collegium/domain/academic-year';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { QueryContent } from '../../components/student/query-content.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useOwnFormationGroup } from './api.ts';

// Issue 20, feature formation-groups: Student Forms → Formation Group, the student's group this
// year and how to reach its leader.

export function OwnFormationGroupScreen() {
  const own = useOwnFormationGroup();
  return (
    <>
      <PageHeader title="Formation Group" />
      <QueryContent query={own} what="your formation group">
        {(data) => (
          <Paper component="section" aria-labelledby="own-group-heading" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
            <Typography id="own-group-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
              {data.group ? data.group.name : 'No group yet'}
            </Typography>
            {data.group ? (
              <>
                <Typography sx={{ mb: 1 }}>
                  Your formation group in {yearLabel(data.academicYear)} is led by {data.group.leader.name}.
                </Typography>
                {data.group.leader.email && (
                  <Typography>
                    Write to them at{' '}
                    <Link href={`mailto:${data.group.leader.email}`} underline="always">
                      {data.group.leader.email}
                    </Link>
                    .
                  </Typography>
                )}
              </>
            ) : (
              <Typography>
                You are not in a formation group in {yearLabel(data.academicYear)} yet. The registry will place you in
                one.
              </Typography>
            )}
          </Paper>
        )}
      </QueryContent>
    </>
  );
}
