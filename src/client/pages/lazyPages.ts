import { type ComponentType, createElement, lazy } from 'react';
import { matchPath } from 'react-router-dom';

type PageModule = Promise<{ default: ComponentType }>;

interface LoadablePage {
  (): ReturnType<typeof createElement>;
  load(): PageModule;
}

/**
 * A page whose code is a chunk of its own. Once loaded (before rendering on the server, before hydrating in
 * the browser: `loadPageCode`) it renders directly; otherwise (a navigation to a page not yet seen) it is lazy
 * and suspends while its chunk arrives. Rendering the loaded page directly matters on the server: a page that
 * suspends is sent as a placeholder plus an inline script that swaps it in, which the CSP would block.
 */
function loadablePage(load: () => PageModule): LoadablePage {
  let loaded: ComponentType | undefined;
  const remember = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(remember);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module load, never in a render.
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { load: remember });
}

/**
 * The public pages, keyed by path as in common/routes.ts: a visitor's phone loads and starts the code of the
 * page it shows, not of all seven (the contact form's validation library among them).
 */
export const PublicPages: Record<string, LoadablePage> = {
  '/': loadablePage(() => import('./Home').then((module) => ({ default: module.HomePage }))),
  '/about': loadablePage(() => import('./About').then((module) => ({ default: module.AboutPage }))),
  '/portfolio': loadablePage(() =>
    import('./Portfolio').then((module) => ({ default: module.PortfolioPage })),
  ),
  '/services': loadablePage(() => import('./Services').then((module) => ({ default: module.ServicesPage }))),
  '/wildfire-recovery': loadablePage(() =>
    import('./WildfireRecovery').then((module) => ({ default: module.WildfireRecoveryPage })),
  ),
  '/contact': loadablePage(() => import('./Contact').then((module) => ({ default: module.ContactPage }))),
};
export const NotFoundPage = loadablePage(() =>
  import('./NotFound').then((module) => ({ default: module.NotFoundPage })),
);

/** Loads the code of the page at `pathname` (matched as the router does), so it renders without suspending. */
export function loadPageCode(pathname: string): PageModule {
  const path = Object.keys(PublicPages).find((route) => matchPath(route, pathname));
  return (path ? PublicPages[path] : undefined)?.load() ?? NotFoundPage.load();
}
