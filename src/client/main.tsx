// First: it configures Zod before any schema module is evaluated.
import './zodConfig';
import './theme/fonts.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import superjson from 'superjson';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { loadPageCode } from './pages/lazyPages';
import { BOOTSTRAP_ELEMENT_ID, type BootstrapData, type DehydratedState } from './ssr/bootstrap';
import { rememberServedQueries } from './ssr/servedQueries';
import { serverRenderedStyles } from './theme/emotionHydration';
import { system } from './theme/system';
import { createQueryClient, createTrpcClient } from './trpc';

/** Server-rendered pages carry their data; /login and /admin (client-rendered) carry none. */
function readBootstrap(): BootstrapData | null {
  const element = document.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as BootstrapData;
  } catch {
    return null;
  }
}

const bootstrap = readBootstrap();
const queryClient = createQueryClient();
if (bootstrap) {
  const state = superjson.deserialize<DehydratedState>(
    bootstrap.state as Parameters<typeof superjson.deserialize>[0],
  );
  hydrate(queryClient, state);
  rememberServedQueries(state);
}

const app = (
  <StrictMode>
    <AppProviders
      queryClient={queryClient}
      trpcClient={createTrpcClient()}
      siteUrl={bootstrap?.siteUrl ?? window.location.origin}
      serverStyles={bootstrap ? serverRenderedStyles(system) : null}
    >
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

const container = document.getElementById('root');
if (container && bootstrap && container.firstElementChild) {
  // The page's own code first, so hydration finds it ready. Then a transition: hydration yields to the
  // browser between slices instead of one long task. The page is interactive a little later, so what must not
  // act before hydration waits for it (the contact form's button).
  void loadPageCode(window.location.pathname).finally(() => {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  });
} else if (container) {
  createRoot(container).render(app);
}
