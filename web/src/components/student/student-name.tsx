import Link from '@mui/material/Link';
import { studentRecordPath } from '@collegium/domain/student-record-path';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../lib/session/session-store.ts';

/** A student's name, linked to their record page when the viewer may open one (spec 2.5). */
export function StudentName({ studentId, name }: { studentId: number; name: string }) {
  const path = studentRecordPath(usePermissions(), studentId);
  return path ? (
    <Link component={RouterLink} to={path}>
      {name}
    </Link>
  ) : (
    <>{name}</>
  );
}
