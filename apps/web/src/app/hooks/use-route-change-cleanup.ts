import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { hideErrorToasts } from '../../components/notify';

/** On every move to another screen: take down the last screen's error toasts, run `onChange`. */
export function useRouteChangeCleanup(onChange?: () => void): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    hideErrorToasts();
    latest.current?.();
  }, [pathname]);
}
