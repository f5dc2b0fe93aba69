import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { installGtm, pushPageView } from '../../lib/gtm';

/** With a tag manager configured, loads it and reports a page view on every route change. */
export function usePageViews(gtmId: string | null | undefined): void {
  const location = useLocation();
  useEffect(() => {
    if (gtmId) installGtm(gtmId);
  }, [gtmId]);
  useEffect(() => {
    if (gtmId) pushPageView(`${location.pathname}${location.search}`);
  }, [gtmId, location.pathname, location.search]);
}
