import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import superjson from 'superjson';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { nextTask } from './nextTask';
import { loadPageCode } from './pages/lazyPages';
import { BOOTSTRAP_ELEMENT_ID, type BootstrapData, type DehydratedState } from './ssr/bootstrap';
import { rememberServedQueries } from './ssr/servedQueries';
import { serverRenderedStyles } from './theme/emotionHydration';
import { createStyleCache } from './theme/styleCache';
import { getSystemInSteps } from './theme/system';
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

/**
 * The rest of the start-up (main.tsx has evaluated the code), in steps of their own (together they were one
 * long task on a phone): the Chakra system (itself in steps), then the page's data and code, then hydration
 * as a transition, which React itself slices.
 */
export async function start(container: HTMLElement) {
  const system = await getSystemInSteps(nextTask);
  await nextTask();
  const bootstrap = readBootstrap();
  const queryClient = createQueryClient();
  if (bootstrap) {
    // In place: the JSON was parsed just now for this call alone, so superjson's deep copy of it is not needed.
    const state = superjson.deserialize<DehydratedState>(
      bootstrap.state as Parameters<typeof superjson.deserialize>[0],
      { inPlace: true },
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
        styles={(bootstrap && serverRenderedStyles(system)) || { cache: createStyleCache(), system }}
      >
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (!bootstrap || !container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  // The page's own code next (a task of its own: its import sets up a request for each chunk it needs), so
  // hydration finds it ready. Then a transition: hydration yields to the browser between slices instead of one
  // long task. The page is interactive a little later: until then a button press is held and replayed
  // (EarlyClickReplay), and the contact form posts as a plain HTML form.
  await nextTask();
  await loadPageCode(window.location.pathname).catch(() => undefined);
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
