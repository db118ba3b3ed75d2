import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { configureApiAccess } from './app/configure-api-access';
import { Providers } from './app/providers';
import { createAppQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';

const queryClient = createAppQueryClient();
configureApiAccess(queryClient);
const router = createAppRouter({ queryClient });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
