import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { LIMITS } from '../../../common/constants';
import { focusPosition, type Project, photoDetailOf } from '../../../common/schemas/portfolio';
import { opensDialog } from '../../components/dialogCommand';
import { SafeImage } from '../../components/SafeImage';
import { useLanguage } from '../../i18n/language';
import { useShownProject } from '../../i18n/translated';
import { useMessages } from '../../i18n/useMessages';
import { categoryLabel } from '../choiceLabels';
import { projectDetailsDialogId } from './ProjectDetailsDialog';
import { factsLine } from './ProjectFacts';
import { versionedImageUrl } from './projectImages';

/**
 * The card's width in the gallery grid (1, 2 and 3 columns at base, sm and lg, 2rem gaps) inside the 7xl
 * container (padding 1, 1.5 and 2rem at base, md and lg; 80rem wide at most).
 */
const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 384px, (min-width: 1024px) calc((100vw - 128px) / 3), ' +
  '(min-width: 768px) calc((100vw - 80px) / 2), (min-width: 480px) calc((100vw - 64px) / 2), calc(100vw - 32px)';

/**
 * A project tile; the whole card is one button that opens the project's dialog (ProjectDetailsDialog) by the
 * browser's invoker command, so a press opens it at once, with or without React (Enter/Space work natively).
 */
export function GalleryProjectCard({ project: stored, index }: { project: Project; index: number }) {
  const { item: project, lang } = useShownProject(stored);
  const cover = project.imageUrls[0];
  const categories = useMessages().portfolio.categories;
  const language = useLanguage();
  const details = factsLine(project, language);
  return (
    <Box
      asChild
      data-testid="project-card"
      display="block"
      w="full"
      textAlign="start"
      cursor="pointer"
      bg="bg"
      borderRadius="xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border.muted"
      boxShadow="sm"
      transition="box-shadow 0.3s, transform 0.3s"
      _hover={{ boxShadow: 'lg', transform: 'translateY(-4px)' }}
      animationName="fade-in, slide-from-bottom"
      animationDuration="0.6s"
      animationTimingFunction="ease-out"
      animationFillMode="both"
      animationDelay={`${index * LIMITS.cardDelayStepSeconds}s`}
      css={{ '--slide-from-bottom-distance': '16px' }}
      _motionReduce={{ animation: 'none', transition: 'none', _hover: { transform: 'none' } }}
      className="group"
    >
      <button
        type="button"
        aria-haspopup="dialog"
        data-focus-inside=""
        {...opensDialog(projectDetailsDialogId(project))}
      >
        {/* Spans only: a button holds phrasing content. */}
        <Box as="span" display="block" overflow="hidden" aspectRatio="4/3" bg="bg.muted">
          <SafeImage
            src={cover ? versionedImageUrl(cover, project.updatedAt) : undefined}
            // The card's own text names the project; repeating it as alt would make screen readers say it twice.
            alt=""
            loading={index < 3 ? 'eager' : 'lazy'}
            // The first card is the largest image of a phone's first screen.
            fetchPriority={index === 0 ? 'high' : undefined}
            sizes={CARD_IMAGE_SIZES}
            w="full"
            h="full"
            objectFit="cover"
            objectPosition={focusPosition(photoDetailOf(project, 0))}
            transition="transform 0.6s ease"
            _groupHover={{ transform: 'scale(1.04)' }}
            _motionReduce={{ transition: 'none', _groupHover: { transform: 'none' } }}
          />
        </Box>
        <Stack as="span" gap="1.5" p={{ base: '5', md: '6' }}>
          <Text
            as="span"
            display="block"
            fontSize="xs"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="widest"
            color="fg.muted"
          >
            {categoryLabel(categories, project.category)}
          </Text>
          <Text
            as="span"
            display="block"
            fontFamily="heading"
            fontSize="xl"
            fontWeight="semibold"
            lineHeight="short"
            lang={lang}
          >
            {project.title}
          </Text>
          {details && (
            <HStack as="span" gap="1.5" color="fg.muted" fontSize="sm">
              <MapPin size={14} aria-hidden="true" />
              <Text as="span">{details}</Text>
            </HStack>
          )}
        </Stack>
      </button>
    </Box>
  );
}
