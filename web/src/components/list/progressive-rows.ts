import { useEffect, useMemo, useState } from 'react';

// Issue 19, first rows of a list: a page of 50 or 100 rows is drawn in two steps, the rows a screen
// shows first at once and the rest once the browser has painted them. Drawing a whole page of the
// data grid at once took most of the time from a click in the menu to the first rows.

/** How many rows are drawn first: a tall screen's worth of compact rows. */
export const FIRST_ROWS = 20;

/** After the browser has painted what is on screen now. */
function afterPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** The rows to draw now: the first FIRST_ROWS of a new page, then all of them after a paint. */
export function useProgressiveRows<R>(rows: readonly R[]): readonly R[] {
  const [whole, setWhole] = useState<readonly R[] | null>(null);
  const first = useMemo(() => (rows.length > FIRST_ROWS ? rows.slice(0, FIRST_ROWS) : rows), [rows]);
  useEffect(() => (first === rows ? undefined : afterPaint(() => setWhole(rows))), [first, rows]);
  return whole === rows ? rows : first;
}
