import { explainModuleTemplate, moduleDeliveryOf } from '@collegium/domain/module-template-explanation';
import { useParams } from 'react-router';
import { useEntityRoute } from '../../../lib/entity/entity-routes.ts';
import { ModuleTeaching } from './module-teaching.tsx';
import { ModuleTemplateChip } from './module-template-chip.tsx';
import { TeachingRecordPage } from '../../../components/entity/teaching-record-page.tsx';

// spec 2.5: the module record page `/modules/{id}` (modules:view): its teaching first, then the
// generic form and history.
export function ModuleRecordScreen() {
  const route = useEntityRoute();
  const { id = '' } = useParams();
  return (
    <TeachingRecordPage
      key={id}
      entity={route.entity}
      id={id}
      routeTitle={route.title}
      teachingLabel="Teaching"
      teaching={(record) => <ModuleTeaching record={record} />}
      badge={(record) => <ModuleTemplateChip template={explainModuleTemplate(moduleDeliveryOf(record)).template} />}
    />
  );
}
