import { PhotoGridScreen } from './photo-grid-screen.tsx';

/** spec 2.4: students/photos, every student's photo card (students:menu). */
export function StudentPhotosScreen() {
  return (
    <PhotoGridScreen
      title="Student photos"
      endpoint="students/photos"
      recordBase="/students"
      emptyText="No student matches these filters. Choose another hub, programme, cohort or status."
    />
  );
}
