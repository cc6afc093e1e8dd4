import { Box, Container } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { ALL_PROJECTS } from '../../common/constants';
import { labelOf } from '../../common/i18n/catalogs/labels';
import { portfolioFilterPath } from '../../common/routes';
import { CATEGORY_PARAM, categoryOfSlug } from '../../common/routing/query';
import { PageHeading } from '../components/PageHeading';
import { PageMeta } from '../components/PageMeta';
import { PageSections } from '../components/sections/PageSections';
import { PortfolioGallery } from '../features/portfolio/PortfolioGallery';
import { useSettings } from '../hooks/useSettings';
import { useMessages } from '../i18n/useMessages';
import { coverAlt } from '../seo/shareImage';
import { trpc } from '../trpc';

/**
 * The portfolio, or one category of it (`?category=remodels`: a page of its own, with its own title and
 * canonical address; an unknown value was moved to `/portfolio` before this renders).
 */
export function PortfolioPage() {
  const { setting } = useSettings();
  const m = useMessages().portfolio;
  const [search] = useSearchParams();
  const category = categoryOfSlug(search.get(CATEGORY_PARAM));
  const pageTitle = setting('portfolio_title');
  const categoryName = category && labelOf(m.categories, category);
  const title = categoryName ? `${categoryName} · ${pageTitle}` : pageTitle;
  const description = setting('portfolio_description');
  // The newest project's cover is the share image; read from the cache the gallery fills (no second request).
  const newest = trpc.useUtils().public.portfolio.byCategory.getData({ category: ALL_PROJECTS })?.[0];
  return (
    <>
      <PageMeta
        title={title}
        description={description}
        image={newest?.imageUrls[0]}
        imageAlt={newest && coverAlt(newest)}
        canonicalPath={portfolioFilterPath(category)}
      />
      <Container maxW="7xl" pt={{ base: '12', md: '20' }} pb={{ base: '16', md: '24' }}>
        <Box textAlign="center" maxW="3xl" mx="auto" mb={{ base: '8', md: '12' }}>
          <PageHeading eyebrow={categoryName ?? m.eyebrow} title={pageTitle} description={description} />
        </Box>
        <PortfolioGallery category={category ?? ALL_PROJECTS} />
      </Container>
      <PageSections pageId="portfolio" />
    </>
  );
}
