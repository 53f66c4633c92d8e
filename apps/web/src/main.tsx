import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createRoutes } from './app/routes';
import { i18n } from './lib/i18n';
import { splitLanguagePath } from './lib/language';
import { createQueryClient } from './lib/query-client';

// The first render already speaks the URL's language.
void i18n.changeLanguage(splitLanguagePath(window.location.pathname).language);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={createBrowserRouter(createRoutes())} queryClient={createQueryClient()} />
  </StrictMode>,
);
