import { useCallback, useEffect, useRef } from 'react';

/** Schedules delayed steps (a redirect after a success note) that are cancelled on unmount. */
export function useTimeouts(): (callback: () => void, delayMs: number) => void {
  const pending = useRef(new Set<number>());

  useEffect(() => {
    const ids = pending.current;
    return () => {
      for (const id of ids) window.clearTimeout(id);
      ids.clear();
    };
  }, []);

  return useCallback((callback: () => void, delayMs: number) => {
    const id = window.setTimeout(() => {
      pending.current.delete(id);
      callback();
    }, delayMs);
    pending.current.add(id);
  }, []);
}
