import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { EarlyClickReplay } from '../ssr/EarlyClickReplay';
import { BrandStyles } from './BrandStyles';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageLoading } from './PageLoading';

/** The public pages' frame: fixed header, the page (behind its own error boundary), footer. */
export function Layout() {
  return (
    <>
      <BrandStyles />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <Box as="main" id="main" pt="16" minH="70vh">
        <ErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            {/* Inside the boundary: React hydrates its content after the frame around it. */}
            <EarlyClickReplay />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Footer />
    </>
  );
}
