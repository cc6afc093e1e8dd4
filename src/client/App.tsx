import { Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './components/Layout';
import { ScrollToTop } from './components/ScrollToTop';
import { AboutPage } from './pages/About';
import { ContactPage } from './pages/Contact';
import { HomePage } from './pages/Home';
import { NotFoundPage } from './pages/NotFound';
import { PortfolioPage } from './pages/Portfolio';
import { ServicesPage } from './pages/Services';
import { WildfireRecoveryPage } from './pages/WildfireRecovery';
import { ForgetServedOnNavigation } from './ssr/ForgetServedOnNavigation';

/** The admin panel and its drag-and-drop library load only when /login or /admin is visited. */
const LoginPage = lazy(() => import('./admin/LoginPage'));
const AdminPage = lazy(() => import('./admin/AdminPage'));

const loading = (
  <Center minH="60vh">
    <Spinner size="xl" aria-label="Loading" />
  </Center>
);

/**
 * The same tree on the server and in the browser, component for component: React derives the ids that tie
 * labels, tabs and panels together (useId) from the position in the tree, and keeps the server's on hydration.
 */
export function App() {
  return (
    <>
      <ScrollToTop />
      <ForgetServedOnNavigation />
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={<HomePage />} />
          <Route path="/about" element={<AboutPage />} />
          <Route path="/portfolio" element={<PortfolioPage />} />
          <Route path="/services" element={<ServicesPage />} />
          <Route path="/wildfire-recovery" element={<WildfireRecoveryPage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path="/login"
          element={
            <Suspense fallback={loading}>
              <LoginPage />
            </Suspense>
          }
        />
        <Route
          path="/admin"
          element={
            <Suspense fallback={loading}>
              <AdminPage />
            </Suspense>
          }
        />
      </Routes>
    </>
  );
}
