import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { useMessages } from '../i18n/useMessages';
import { ContractorJsonLd } from '../seo/ContractorJsonLd';
import { BrandStyles } from './BrandStyles';
import { EditThisPageLink } from './EditThisPageLink';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';

/** The public pages' frame: fixed header, the page (behind its own error boundary), footer. */
export function Layout() {
  const { skipToContent } = useMessages().layout;
  return (
    <>
      <BrandStyles />
      <a href="#main" className="skip-link">
        {skipToContent}
      </a>
      <Header />
      <Box as="main" id="main" pt="16" minH="70vh">
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
      </Box>
      <Footer />
      {/* The business, its license included, on every page; a project's CreativeWork names it by its @id. */}
      <ContractorJsonLd />
      <EditThisPageLink />
    </>
  );
}
