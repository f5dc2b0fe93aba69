import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GlobalLoader } from '../components/global-loader';
import { TOAST_AUTO_CLOSE_MS } from '../lib/constants';
import { queryClient } from './query-client';
import { theme } from './theme';

/** Mantine (light only, SPEC 2), toasts closing after 5 s, React Query, the global loader. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="bottom-right" />
      <QueryClientProvider client={queryClient}>
        {children}
        <GlobalLoader />
      </QueryClientProvider>
    </MantineProvider>
  );
}
