import { PhotoGridScreen } from './photo-grid-screen.tsx';

/** spec 2.4: mystudents/allphotos, every current student (a hub director: their hub's). */
export function AllPhotosScreen() {
  return (
    <PhotoGridScreen
      title="All photos"
      subtitle="Every student of the college, so you can put names to faces."
      endpoint="mystudents/allphotos"
      recordBase="/mystudents"
      emptyText="No student matches these filters."
    />
  );
}
