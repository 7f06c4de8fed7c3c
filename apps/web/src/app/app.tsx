import { MantineProvider, useMatches } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TIMING } from '@quorum/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { styleNonce } from '@/lib/style-nonce';
import { useToastsAside } from '@/lib/toasts/toasts-aside';
import { router } from './routes/router';
import { syncCacheWithSession } from './session-cache-sync';
import { cssVariablesResolver, theme } from './theme';

const queryClient = createQueryClient();
syncCacheWithSession(queryClient);
// Mantine's style elements carry the page's nonce, which its policy asks of every inline style.
const nonce = styleNonce();
const getStyleNonce = nonce ? () => nonce : undefined;

/**
 * Spec: toasts last 6 seconds, bottom right, moving left while media uploads are running (out of
 * the publishing box's way). A phone has no room beside the box: there they go to the top.
 */
function Toasts() {
  const aside = useToastsAside();
  const besideTheBox = useMatches({ base: 'top-center', sm: 'bottom-left' } as const);
  return (
    <Notifications position={aside ? besideTheBox : 'bottom-right'} autoClose={TIMING.toastMs} />
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
