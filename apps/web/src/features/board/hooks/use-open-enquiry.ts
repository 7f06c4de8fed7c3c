import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const PARAM = 'enquiry';

/**
 * The open question lives in the address (?enquiry=<id>), so a notification's link, a reload or
 * a shared address opens the same detail, and Back closes it.
 */
export function useOpenEnquiry() {
  const [params, setParams] = useSearchParams();
  const enquiryId = params.get(PARAM);
  const open = useCallback(
    (id: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(PARAM, id);
        return next;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      }),
    [setParams],
  );
  return { enquiryId, open, close };
}
