import LinearProgress from '@mui/material/LinearProgress';

/** The thin bar along the app bar's foot while a page is loading. */
export function NavigationProgress() {
  return (
    <LinearProgress
      aria-label="Loading the page"
      sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 2 }}
    />
  );
}
