import { Text } from '@chakra-ui/react';
import { ALL_PROJECTS, categoryEnglishOf } from '../../../common/constants';
import { PORTFOLIO_ALL_INPUT } from '../../../common/routing/reads';
import { splitList } from '../../../common/settings';
import { coloursOf, usePhotoColours } from '../../components/photoColours';
import { useSettings } from '../../hooks/useSettings';
import { useApprovedTranslations } from '../../i18n/translated';
import { useMessages } from '../../i18n/useMessages';
import { Island } from '../../islands/Island';
import { trpc } from '../../trpc';

/**
 * The portfolio's projects, read by the server render: the gallery island with them, or what a visitor sees
 * when the read failed (the page is then rendered again on the next load). `category`: ALL_PROJECTS, or the id of
 * the category shown; the island gets its English value, as the projects it filters name it.
 */
export function PortfolioGallery({ category }: { category: string }) {
  const projects = trpc.public.portfolio.byCategory.useQuery(PORTFOLIO_ALL_INPUT);
  const { setting } = useSettings();
  const m = useMessages().portfolio;
  const allColours = usePhotoColours();
  const translations = (useApprovedTranslations() ?? []).filter((text) => text.kind === 'project');
  const chips = {
    allLabel: setting('portfolio_filter_all_text'),
    // A category written twice would be two chips with one key; the "all" value is the first chip's own.
    // A chip links to its category's page; a name that is no project category has none, and its link is moved
    // to the whole portfolio (http/page-cache/keys.ts).
    categories: [...new Set(splitList(setting('portfolio_categories')))].filter(
      (name) => name !== ALL_PROJECTS,
    ),
  };
  if (projects.data) {
    const colours = coloursOf(
      allColours,
      projects.data.flatMap((project) => project.imageUrls),
    );
    return (
      <Island
        name="gallery"
        props={{
          projects: projects.data,
          chips,
          category: categoryEnglishOf(category) ?? category,
          colours,
          translations,
        }}
      />
    );
  }
  return (
    <Text textAlign="center" color="fg.muted" py="16">
      {m.loadFailed}
    </Text>
  );
}
