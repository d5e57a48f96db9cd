import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installGlobalErrorHandler } from './app/global-error-handler.ts';
import { createQueryClient } from './app/query-client.ts';
import { loadI18n } from './lib/i18n.ts';

// Before anything renders, so an error on the way to the first page is reported too.
installGlobalErrorHandler();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const i18n = await loadI18n();

createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} queryClient={createQueryClient()} />
  </StrictMode>,
);
