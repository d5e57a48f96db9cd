import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installGlobalErrorHandler } from './app/global-error-handler.ts';
import { createQueryClient } from './app/query-client.ts';
import { createI18n } from './lib/i18n.ts';

// Before anything renders, so an error on the way to the first page is reported too.
installGlobalErrorHandler();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App i18n={createI18n()} queryClient={createQueryClient()} />
  </StrictMode>,
);
