import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterProviderProps } from 'react-router';

export interface AppProps {
  readonly router: RouterProviderProps['router'];
  readonly queryClient: QueryClient;
}

/** Providers around the router; main.tsx and the tests build router and client. */
export function App({ router, queryClient }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
