import { Route, Routes } from 'react-router-dom';
import { Layout } from './components/Layout';
import { AboutPage } from './pages/About';
import { ContactPage } from './pages/Contact';
import { HomePage } from './pages/Home';
import { NotFoundPage } from './pages/NotFound';
import { PortfolioPage } from './pages/Portfolio';
import { ServicesPage } from './pages/Services';
import { WildfireRecoveryPage } from './pages/WildfireRecovery';

/** The public pages, keyed by path as in common/routes.ts; rendered on the server only (their islands aside). */
const PUBLIC_PAGES = {
  '/': HomePage,
  '/about': AboutPage,
  '/portfolio': PortfolioPage,
  '/services': ServicesPage,
  '/wildfire-recovery': WildfireRecoveryPage,
  '/contact': ContactPage,
};

export function PublicApp() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {Object.entries(PUBLIC_PAGES).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
