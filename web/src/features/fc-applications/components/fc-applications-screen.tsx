import type { ApplicantListPage } from '@collegium/domain/applicant-list';
import { ApplicantList } from '../../../components/application/applicant-list.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { FC_APPLICATIONS_KEY } from '../api/fc-applications.ts';

// spec 2.5 fc-applications: the applications for flexible study (Applications → Flexible study,
// fc-applications:view) in the staff lists' one grid; each opens its read-only record page
// /fc-applications/{id}.

export function FcApplicationsScreen() {
  return (
    <ApplicantList<ApplicantListPage>
      path="fc-applications"
      queryKey={FC_APPLICATIONS_KEY}
      label="Applications for flexible study"
      emptyMessage="No flexible study applications match."
      hrefOf={(id) => `/fc-applications/${id}`}
      header={() => <PageHeader title="Flexible study" subtitle="Applications to study flexibly, a module at a time" />}
    />
  );
}
