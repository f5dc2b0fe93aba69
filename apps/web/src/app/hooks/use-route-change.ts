import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Runs `onChange` each time the path changes (not on first render, nor on a query change). */
export function useRouteChange(onChange: () => void): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    latest.current();
  }, [pathname]);
}
