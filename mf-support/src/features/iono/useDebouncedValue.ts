import { useEffect, useState } from 'react';

/**
 * A value that follows `value` once it has stayed unchanged for `ms` (the time slider: dragging or
 * holding an arrow key asks for one grid, the one it stops at).
 * @param value the changing value
 * @param ms quiet time before following, milliseconds
 * @returns the last value that stayed for `ms`
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
