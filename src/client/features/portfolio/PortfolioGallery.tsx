import { Text } from '@chakra-ui/react';
import { PORTFOLIO_ALL_INPUT } from '../../../common/routes';
import { Island } from '../../islands/Island';
import { trpc } from '../../trpc';

/**
 * The portfolio's projects, read by the server render: the gallery island with them, or what a visitor sees
 * when the read failed (the page is then rendered again on the next load).
 */
export function PortfolioGallery() {
  const projects = trpc.public.portfolio.byCategory.useQuery(PORTFOLIO_ALL_INPUT);
  if (projects.data) return <Island name="gallery" props={{ projects: projects.data }} />;
  return (
    <Text textAlign="center" color="fg.muted" py="16">
      Our projects could not be loaded right now. Please try again in a moment.
    </Text>
  );
}
