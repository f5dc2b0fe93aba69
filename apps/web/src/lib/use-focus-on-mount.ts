import { useEffect, useRef } from 'react';

/** Focuses the element once it mounts: the first field of a screen is where typing starts. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
