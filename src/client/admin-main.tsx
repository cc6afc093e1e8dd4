// First: it configures Zod before any schema module is evaluated.
import './zodConfig';
import './theme/fonts.css';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { en } from '../common/i18n/catalogs/en';
import { registerAdminServiceWorker } from './admin/contact/alertsDevice';
import { PanelLoading } from './admin/PanelLoading';
import { notePreviewSave, notePreviewWriteSent } from './admin/preview/previewSaves';
import { takeServerLogin } from './admin/serverLogin';
import { carryToasts } from './components/carriedToastStorage';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Toaster } from './components/Toaster';
import { toaster } from './components/toastStore';
import { MessagesProvider } from './i18n/useMessages';
import { SiteUrlProvider } from './ssr/siteUrl';
import { createStyleCache } from './theme/styleCache';
import { getSystem } from './theme/system';
import { ThemeProvider } from './theme/ThemeProvider';
import { createQueryClient, createTrpcClient, trpc } from './trpc';

const LazyLoginPage = lazy(() => import('./admin/LoginPage'));
/** The sign-in page's code, loaded before the first render when the server drew its form (`start` below). */
let LoadedLoginPage: typeof import('./admin/LoginPage')['default'] | undefined;
const AdminPage = lazy(() => import('./admin/AdminPage'));

/**
 * A move from the panel to a public page (a link, the sign-out): public pages are documents the server renders,
 * so it is loaded, with the toast on screen carried over.
 */
function LoadDocument() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    carryToasts(toaster.getVisibleToasts() as Parameters<typeof carryToasts>[0]);
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}

/**
 * The admin panel (/login, /admin and its tabs' addresses, /admin/<tab>): a client-rendered React app of its own, apart from the public pages'
 * islands; its code loads only here.
 */
const queryClient = createQueryClient();
// Every confirmed write that may have changed a public page reloads the live preview: save, Undo, Restore,
// reorder, Trash; not signing in and out, nor what the server says changed none (a photo's upload link). While a
// write is on its way the preview renders no draft: the write's own reload shows the page.
const trpcClient = createTrpcClient('/trpc', {
  sent: notePreviewWriteSent,
  confirmed: ({ path, publicPagesChanged }) => {
    if (publicPagesChanged && !path.startsWith('auth.')) notePreviewSave();
  },
});
const styleCache = createStyleCache();

function AdminApp() {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <SiteUrlProvider value={window.location.origin}>
          <CacheProvider value={styleCache}>
            <ChakraProvider value={getSystem()}>
              {/* The panel is in English; the site's components it shows read their fixed texts from here. */}
              <MessagesProvider messages={en}>
                <ThemeProvider>
                  <ErrorBoundary>
                    <BrowserRouter>
                      <Suspense
                        fallback={<PanelLoading title="Admin Panel" label="Loading the admin panel" />}
                      >
                        <Routes>
                          <Route
                            path="/login"
                            element={LoadedLoginPage ? <LoadedLoginPage /> : <LazyLoginPage />}
                          />
                          <Route path="/admin/*" element={<AdminPage />} />
                          <Route path="*" element={<LoadDocument />} />
                        </Routes>
                      </Suspense>
                    </BrowserRouter>
                  </ErrorBoundary>
                  <Toaster />
                </ThemeProvider>
              </MessagesProvider>
            </ChakraProvider>
          </CacheProvider>
        </SiteUrlProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

/**
 * On a sign-in page the server drew, its form stays until the panel's own can take its place at once: the sign-in
 * page's code is loaded first, so no loading screen comes between them.
 */
async function start(container: HTMLElement) {
  if (container.querySelector('[data-server-login="password"]'))
    LoadedLoginPage = (await import('./admin/LoginPage')).default;
  // What was typed up to now is read, and the panel's form drawn in its place in the same task: no key is lost.
  takeServerLogin();
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <AdminApp />
      </StrictMode>,
    ),
  );
}
const container = document.getElementById('root');
if (container) void start(container);
// The panel as an installable app, and the alerts' service worker (admin/contact/alertsDevice.ts).
registerAdminServiceWorker();
