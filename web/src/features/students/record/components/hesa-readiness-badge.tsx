import Link from '@mui/material/Link';
import type { HesaBadgeView } from '@collegium/domain/hesa-contracts';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../../components/ui/status-chip.tsx';
import { api } from '../../../../lib/api-client.ts';

// Issue 16: the student's HESA readiness for this year's return, computed from the data as it is
// now (GET students/:id/hesa-readiness). Nothing shows for a student not in this year's return.
// Holders of the HESA menu follow it to the student's HESA data (the answer's abilities say so). It
// sits in the header of the record page, whose summary already needs students:view, as the badge.

export function HesaReadinessBadge({ studentId }: { studentId: number }) {
  const query = useQuery({
    queryKey: ['hesa', 'badge', studentId],
    queryFn: async ({ signal }) =>
      (await api.get<HesaBadgeView>(`students/${studentId}/hesa-readiness`, { signal })).data,
  });
  const r = query.data?.readiness;
  if (!query.data?.inReturn || !r) return null;
  const chip = (
    <StatusChip
      label={r.ready ? 'HESA ready' : `HESA: ${r.missing} to fix`}
      colour={r.ready ? 'success' : 'warning'}
      size="medium"
    />
  );
  return query.data.abilities.canOpenHesa ? (
    <Link
      component={RouterLink}
      to={`/hesa/student?id=${studentId}`}
      aria-label={
        r.ready
          ? `HESA ready for ${query.data.academicYear}`
          : `HESA: ${r.missing} to fix for ${query.data.academicYear}`
      }
      sx={{ display: 'inline-flex' }}
    >
      {chip}
    </Link>
  ) : (
    chip
  );
}
