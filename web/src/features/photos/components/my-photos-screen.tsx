import { PhotoGridScreen } from './photo-grid-screen.tsx';

/** spec 2.4: mystudents/photos, the viewer's tutees and the students on the modules they teach. */
export function MyPhotosScreen() {
  return (
    <PhotoGridScreen
      title="My students"
      subtitle="Your tutees and the students on the modules you teach."
      endpoint="mystudents/photos"
      recordBase="/mystudents"
      emptyText="You have no students with these filters. Students appear here when you are their personal tutor or teach one of their modules."
    />
  );
}
