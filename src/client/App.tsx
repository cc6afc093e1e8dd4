import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './components/Layout';
import { PageLoading } from './components/PageLoading';
import { ScrollToTop } from './components/ScrollToTop';
import { NotFoundPage, PublicPages } from './pages/lazyPages';
import { EarlyClickReplay } from './ssr/EarlyClickReplay';
import { ForgetServedOnNavigation } from './ssr/ForgetServedOnNavigation';
import { BrandFonts } from './theme/BrandFonts';

/** The admin panel and its drag-and-drop library load only when /login or /admin is visited. */
const LoginPage = lazy(() => import('./admin/LoginPage'));
const AdminPage = lazy(() => import('./admin/AdminPage'));

/**
 * The same tree on the server and in the browser, component for component: React derives the ids that tie
 * labels, tabs and panels together (useId) from the position in the tree, and keeps the server's on hydration.
 */
export function App() {
  return (
    <>
      <ScrollToTop />
      <ForgetServedOnNavigation />
      <BrandFonts />
      <Routes>
        <Route element={<Layout />}>
          {Object.entries(PublicPages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path="/login"
          element={
            <Suspense fallback={<PageLoading />}>
              <LoginPage />
              <EarlyClickReplay />
            </Suspense>
          }
        />
        <Route
          path="/admin"
          element={
            <Suspense fallback={<PageLoading />}>
              <AdminPage />
              <EarlyClickReplay />
            </Suspense>
          }
        />
      </Routes>
    </>
  );
}
