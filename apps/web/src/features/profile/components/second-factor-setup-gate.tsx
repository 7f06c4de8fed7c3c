import { Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { PageFrame } from '@/components/layouts/page-frame';
import { useSecondFactorStatus } from '../api/second-factor';
import { TwoStepSection } from './two-step-section';

/**
 * What the dashboard shows an admin whose company requires two-step sign-in when they have none:
 * the set-up alone (the server refuses everything else). Once a factor is set up, `onDone` lets
 * the dashboard load as usual.
 */
export function SecondFactorSetupGate({ onDone }: { onDone: () => void }) {
  const status = useSecondFactorStatus();
  const done = status.data !== undefined && !status.data.mustSetUp;
  const told = useRef(false);
  useEffect(() => {
    if (!done || told.current) return;
    told.current = true;
    onDone();
  }, [done, onDone]);
  return (
    <PageFrame title="Set up two-step sign-in">
      <Stack gap="lg" maw={760}>
        <TwoStepSection />
      </Stack>
    </PageFrame>
  );
}
