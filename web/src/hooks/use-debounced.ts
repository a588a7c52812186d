import { useEffect, useState } from 'react';

// Debounce, written once (issue 12): a value that settles, and a call made once typing pauses.

/** Calls `call(value)` once `value` has stopped changing for `ms` milliseconds, unless `skip`. */
export function useDebouncedCall<T>(value: T, ms: number, call: (value: T) => void, skip = false): void {
  useEffect(() => {
    if (skip) return;
    const timer = setTimeout(() => call(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms, call, skip]);
}

/** `value`, once it has stopped changing for `ms` milliseconds. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useDebouncedCall(value, ms, setSettled, Object.is(value, settled));
  return settled;
}
