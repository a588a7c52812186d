import { useParams } from 'react-router';
import { useEntityRoute } from '../../../lib/entity/entity-routes.ts';
import { TeachingRecordPage } from '../../../components/entity/teaching-record-page.tsx';
import { FacultyTeaching } from './faculty-teaching.tsx';

// spec 2.5: the faculty record page `/faculty/{id}` (faculty:view): modules taught and tutees
// first, then the generic form and history.
export function FacultyRecordScreen() {
  const route = useEntityRoute();
  const { id = '' } = useParams();
  return (
    <TeachingRecordPage
      key={id}
      entity={route.entity}
      id={id}
      routeTitle={route.title}
      teachingLabel="Teaching"
      teaching={() => <FacultyTeaching facultyId={id} />}
    />
  );
}
