import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { patternRouteOf, publicRouteOf } from '../common/routes';
import { Layout } from './components/Layout';
import { PhotoColoursProvider } from './components/photoColours';
import { AboutPage } from './pages/About';
import { AreaPage } from './pages/Area';
import { ContactPage } from './pages/Contact';
import { HomePage } from './pages/Home';
import { NotFoundPage } from './pages/NotFound';
import { PortfolioPage } from './pages/Portfolio';
import { ProjectPage } from './pages/Project';
import { ServicesPage } from './pages/Services';
import { WildfireRecoveryPage } from './pages/WildfireRecovery';
import { trpc } from './trpc';

/** The public pages, keyed by path as in common/routes.ts; rendered on the server only (their islands aside). */
const PUBLIC_PAGES: Record<string, ComponentType> = {
  '/': HomePage,
  '/about': AboutPage,
  '/portfolio': PortfolioPage,
  '/services': ServicesPage,
  '/wildfire-recovery': WildfireRecoveryPage,
  '/contact': ContactPage,
  '/portfolio/:slug': ProjectPage,
};

/** The pages of common/routes.ts's PATTERN_ROUTES, keyed by prefix. */
const PATTERN_PAGES: Record<string, ComponentType> = {
  '/areas/': AreaPage,
};

const NO_COLOURS = {};

/**
 * The page is chosen by the server's own rule (`publicRouteOf`: case and one trailing slash ignored), not by the
 * router's looser matching, so the page shown, its reads and its status always agree (`/about//` is the 404 page).
 */
export function PublicApp() {
  const { pathname } = useLocation();
  const route = publicRouteOf(pathname);
  const pattern = route ? undefined : patternRouteOf(pathname);
  const Page =
    (route && PUBLIC_PAGES[route.pattern ?? route.path]) ||
    (pattern && PATTERN_PAGES[pattern.route.prefix]) ||
    NotFoundPage;
  // Every page reads them (common/routes.ts): the lazy photos' placeholders (components/SafeImage.tsx).
  const { data: colours = NO_COLOURS } = trpc.public.photos.colours.useQuery();
  return (
    <PhotoColoursProvider value={colours}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<Page />} />
        </Route>
      </Routes>
    </PhotoColoursProvider>
  );
}
