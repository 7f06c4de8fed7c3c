import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { recordPageVisit } from '@/lib/activity/record-page-visit';
import { findPage } from './page-catalogue';

/** Records one page visit per path change (spec §2), with the page's module from the catalogue. */
export function usePageVisits() {
  const { pathname } = useLocation();
  // StrictMode runs effects twice in development; one path change is still one visit.
  const recordedPath = useRef<string | null>(null);
  useEffect(() => {
    if (recordedPath.current === pathname) return;
    recordedPath.current = pathname;
    const page = findPage(pathname);
    if (page?.module) recordPageVisit(page.module, page.area);
  }, [pathname]);
}
