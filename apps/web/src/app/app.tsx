import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TIMING } from '@quorum/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { useUploadsRunning } from '@/features/announcements';
import { createQueryClient } from '@/lib/query-client';
import { styleNonce } from '@/lib/style-nonce';
import { router } from './routes/router';
import { syncCacheWithSession } from './session-cache-sync';
import { cssVariablesResolver, theme } from './theme';

const queryClient = createQueryClient();
syncCacheWithSession(queryClient);
// Mantine's style elements carry the page's nonce, which its policy asks of every inline style.
const nonce = styleNonce();
const getStyleNonce = nonce ? () => nonce : undefined;

/** Spec: toasts last 6 seconds, bottom right, moving left while media uploads are running. */
function Toasts() {
  const uploading = useUploadsRunning();
  return (
    <Notifications
      position={uploading ? 'bottom-left' : 'bottom-right'}
      autoClose={TIMING.toastMs}
    />
  );
}

export function App() {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      getStyleNonce={getStyleNonce}
    >
      <QueryClientProvider client={queryClient}>
        <Toasts />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
