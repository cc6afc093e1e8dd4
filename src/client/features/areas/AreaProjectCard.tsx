import { Box, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { projectPagePath } from '../../../common/routes';
import { focusPosition, type Project, photoDetailOf } from '../../../common/schemas/portfolio';
import { SafeImage } from '../../components/SafeImage';
import { useLanguage } from '../../i18n/language';
import { useShownProject } from '../../i18n/translated';
import { useMessages } from '../../i18n/useMessages';
import { categoryLabel } from '../choiceLabels';
import { versionedImageUrl } from '../portfolio/projectImages';

const CARD_IMAGE_SIZES =
  '(min-width: 1024px) 400px, (min-width: 640px) calc((100vw - 80px) / 2), calc(100vw - 32px)';

/** One project of a service-area page: its cover, category and title, leading to the project. */
export function AreaProjectCard({ project: stored, index }: { project: Project; index: number }) {
  const { item: project, lang } = useShownProject(stored);
  const cover = project.imageUrls[0];
  const categories = useMessages().portfolio.categories;
  const language = useLanguage();
  return (
    <LinkBox
      as="article"
      data-focus-card=""
      bg="bg"
      borderRadius="xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border.muted"
      boxShadow="sm"
    >
      <Box aspectRatio="4 / 3" bg="bg.muted" overflow="hidden">
        <SafeImage
          src={cover ? versionedImageUrl(cover, project.updatedAt) : undefined}
          alt=""
          loading={index < 2 ? 'eager' : 'lazy'}
          sizes={CARD_IMAGE_SIZES}
          w="full"
          h="full"
          objectFit="cover"
          objectPosition={focusPosition(photoDetailOf(project, 0))}
        />
      </Box>
      <Stack gap="1" p="5">
        <Text
          fontSize="xs"
          fontWeight="semibold"
          textTransform="uppercase"
          letterSpacing="widest"
          color="fg.muted"
        >
          {categoryLabel(categories, project.category)}
        </Text>
        <Text as="h3" lang={lang} fontFamily="heading" fontSize="xl" fontWeight="semibold" lineHeight="short">
          <LinkOverlay href={projectPagePath(project.slug, language)}>{project.title}</LinkOverlay>
        </Text>
      </Stack>
    </LinkBox>
  );
}
