import { Box, Flex, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { focusPosition, type Project, photoDetailOf } from '../../../common/schemas/portfolio';
import { SafeImage } from '../../components/SafeImage';
import { usePathTo } from '../../i18n/sitePaths';
import { useShownProject } from '../../i18n/translated';
import { useMessages } from '../../i18n/useMessages';
import { categoryLabel } from '../choiceLabels';
import { cardHover, fadeUp } from './motion';

/** The card in the featured grid (1, 2, 3 columns at base, md, lg; 2rem gaps) of the 7xl container. */
const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 384px, (min-width: 1024px) calc((100vw - 128px) / 3), ' +
  '(min-width: 768px) calc((100vw - 80px) / 2), calc(100vw - 32px)';

/** A featured project; the whole card leads to the portfolio, where the gallery opens it. */
export function FeaturedProjectCard({ project: stored, index }: { project: Project; index: number }) {
  const { item: project, lang } = useShownProject(stored);
  const categories = useMessages().portfolio.categories;
  const pathTo = usePathTo();
  return (
    <LinkBox
      as="article"
      data-testid="featured-project"
      data-focus-card=""
      bg="bg"
      borderRadius="xl"
      overflow="hidden"
      boxShadow="sm"
      borderWidth="1px"
      borderColor="border.muted"
      className="group"
      {...cardHover}
      {...fadeUp(index)}
    >
      <Box position="relative" overflow="hidden" aspectRatio="4 / 3" bg="bg.muted">
        <SafeImage
          src={project.imageUrls[0]}
          alt={project.title}
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          objectPosition={focusPosition(photoDetailOf(project, 0))}
          htmlWidth={800}
          htmlHeight={600}
          loading="lazy"
          sizes={CARD_IMAGE_SIZES}
          transition="transform 0.6s ease"
          _groupHover={{ transform: 'scale(1.04)' }}
        />
      </Box>
      <Box p="6">
        <Text
          fontSize="xs"
          fontWeight="semibold"
          letterSpacing="0.15em"
          textTransform="uppercase"
          color="fg.muted"
        >
          {categoryLabel(categories, project.category)}
        </Text>
        <Heading
          as="h3"
          lang={lang}
          fontFamily="heading"
          fontWeight="semibold"
          fontSize="xl"
          mt="2"
          lineHeight="1.3"
        >
          <LinkOverlay asChild>
            <RouterLink to={pathTo('portfolio')}>{project.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        {project.location && (
          <Flex align="center" gap="1.5" mt="3" fontSize="sm" color="fg.muted">
            <MapPin size={14} aria-hidden="true" />
            <Text as="span">{project.location}</Text>
          </Flex>
        )}
      </Box>
    </LinkBox>
  );
}
