import Alert from '@mui/material/Alert';
import type { MyApplicantList } from '@collegium/domain/application-outcomes';
import { ApplicantList } from '../../../components/application/applicant-list.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { MY_APPLICANTS_KEY } from '../api/get-my-applicants.ts';

// spec 2.5 myapplicants: the applicants assigned to the signed-in programme director (the
// applications to their programme) in the staff lists' one grid; each opens its record page
// /myapplicants/{id}.

export function MyApplicantsScreen() {
  return (
    <ApplicantList<MyApplicantList>
      path="myapplicants"
      queryKey={MY_APPLICANTS_KEY}
      label="Applications to your programme"
      emptyMessage="No applications to your programme match."
      hrefOf={(id) => `/myapplicants/${id}`}
      showCourse={false}
      header={(data) => (
        <PageHeader title="My applicants" subtitle={data?.programme ? `Applications to ${data.programme}` : ' '} />
      )}
      instead={(data) =>
        data.programme ? null : (
          <Alert severity="info">
            Applicants are assigned to programme directors by programme. Your account names no programme, so no
            applicants are yours.
          </Alert>
        )
      }
    />
  );
}
