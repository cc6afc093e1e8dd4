import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { messagesOf } from '../common/i18n/catalogs';
import { languageOfPath, routeOfPath } from '../common/routing/resolve';
import type { RouteId } from '../common/routing/route-table';
import { Layout } from './components/Layout';
import { PhotoColoursProvider } from './components/photoColours';
import { LanguageProvider } from './i18n/language';
import { MessagesProvider } from './i18n/useMessages';
import { AboutPage } from './pages/About';
import { AreaPage } from './pages/Area';
import { ContactPage } from './pages/Contact';
import { HomePage } from './pages/Home';
import { NotFoundPage } from './pages/NotFound';
import { PortfolioPage } from './pages/Portfolio';
import { ProjectPage } from './pages/Project';
import { SchedulePage } from './pages/Schedule';
import { ServicesPage } from './pages/Services';
import { WildfireRecoveryPage } from './pages/WildfireRecovery';
import { trpc } from './trpc';

/** The page of each route of common/routing/route-table.ts, in every language; rendered on the server only (their islands aside). */
const PAGES: Readonly<Record<RouteId, ComponentType>> = {
  home: HomePage,
  about: AboutPage,
  portfolio: PortfolioPage,
  services: ServicesPage,
  wildfire: WildfireRecoveryPage,
  contact: ContactPage,
  schedule: SchedulePage,
  project: ProjectPage,
  area: AreaPage,
};

const NO_COLOURS = {};

/**
 * The page is chosen by the server's own rule (`routeOfPath`: case and one trailing slash ignored), not by the
 * router's looser matching, so the page shown, its reads and its status always agree (`/about//` is the 404 page).
 * Its language is its address's (`/es/...`), the 404 page's too.
 */
export function PublicApp() {
  const { pathname } = useLocation();
  const routed = routeOfPath(pathname);
  const Page = routed ? PAGES[routed.route.id] : NotFoundPage;
  // Every page reads them (common/routing/reads.ts): the lazy photos' placeholders (components/SafeImage.tsx).
  const { data: colours = NO_COLOURS } = trpc.public.photos.colours.useQuery();
  const language = routed?.language ?? languageOfPath(pathname);
  return (
    <LanguageProvider language={language}>
      <MessagesProvider messages={messagesOf(language)}>
        <PhotoColoursProvider value={colours}>
          <Routes>
            <Route element={<Layout />}>
              <Route path="*" element={<Page />} />
            </Route>
          </Routes>
        </PhotoColoursProvider>
      </MessagesProvider>
    </LanguageProvider>
  );
}
