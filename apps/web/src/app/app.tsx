import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TIMING } from '@quorum/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { router } from './routes/router';
import { syncCacheWithSession } from './session-cache-sync';
import { cssVariablesResolver, theme } from './theme';

const queryClient = createQueryClient();
syncCacheWithSession(queryClient);

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        {/* Spec: toasts last 6 seconds, bottom right. */}
        <Notifications position="bottom-right" autoClose={TIMING.toastMs} />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
