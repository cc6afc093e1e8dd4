// First: it configures Zod before any schema module is evaluated.
import './zodConfig';
import './theme/fonts.css';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { en } from '../common/i18n/catalogs/en';
import { registerAdminServiceWorker } from './admin/contact/alertsDevice';
import { PanelLoading } from './admin/PanelLoading';
import { notePreviewSave, notePreviewWriteSent } from './admin/preview/previewSaves';
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

const LoginPage = lazy(() => import('./admin/LoginPage'));
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
                          <Route path="/login" element={<LoginPage />} />
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

const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <AdminApp />
    </StrictMode>,
  );
// The panel as an installable app, and the alerts' service worker (admin/contact/alertsDevice.ts).
registerAdminServiceWorker();
