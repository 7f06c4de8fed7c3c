import { useEffect, useState } from 'react';

/**
 * False until `ms` after the component mounts, then true: for requests the spec asks to hold back
 * until the page has settled (the unread counts).
 */
export function useAfterDelay(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done;
}
