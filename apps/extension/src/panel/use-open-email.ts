import { useEffect, useState } from 'react';
import type { ReadResult } from '../adapters/types';
import { followActiveTab } from '../messaging/panel-side';

/** What the active tab shows: an email, a miss, or `null` (not a mail tab). `undefined` until asked. */
export function useOpenEmail(): ReadResult | null | undefined {
  const [email, setEmail] = useState<ReadResult | null | undefined>(undefined);
  useEffect(() => followActiveTab(setEmail), []);
  return email;
}
