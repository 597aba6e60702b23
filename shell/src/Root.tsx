import { StrictMode, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@estate/platform';
import { AppProviders } from '@estate/platform/ui';
import { ShellRoutes } from './ShellRoutes.js';

export function Root() {
  const [queryClient] = useState(createQueryClient);
  return (
    <StrictMode>
      <BrowserRouter>
        <AppProviders queryClient={queryClient}>
          <ShellRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>
  );
}
