import { QueryClient } from '@tanstack/react-query';

/**
 * The back office's server-state cache. Only the admin area uses TanStack Query (issue 17): public
 * pages read through route loaders, so visitors never download it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not fix itself by retrying; a network blip might.
      retry: (count, error) =>
        count < 1 && !(error && typeof error === 'object' && 'status' in error && Number((error as { status: number }).status) >= 400),
    },
  },
});
