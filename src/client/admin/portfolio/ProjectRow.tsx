import { Box, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { type Project, suggestedAltCount } from '../../../common/schemas/portfolio';
import { SafeImage } from '../../components/SafeImage';
import { versionedImageUrl } from '../../features/portfolio/projectImages';
import { adminCardStyle, EntityRow, FeaturedBadge } from '../shared/EntityRow';
import type { RowDrag } from '../shared/ReorderableList';
import { DescribePhotosButton } from './DescribePhotosNudge';

const ROW_PADDING = { base: '3', md: '4' } as const;

/** One project of the admin list: cover, what identifies it, and its actions. */
export function ProjectRow({
  project,
  onEdit,
  onDelete,
  drag,
}: {
  project: Project;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
  drag?: RowDrag;
}) {
  const cover = project.imageUrls[0];
  const photos = project.imageUrls.length;
  return (
    <EntityRow
      testId="admin-project"
      label={project.title}
      history={{ entityType: 'project', entityKey: String(project.id), name: project.title }}
      onEdit={() => onEdit(project)}
      onDelete={() => onDelete(project)}
      drag={drag}
      actionsLayout={{ ms: 'auto' }}
      p={ROW_PADDING}
      gap={{ base: '3', md: '5' }}
      align="center"
      wrap="wrap"
    >
      <Box w={{ base: '20', md: '28' }} flexShrink={0} borderRadius="md" overflow="hidden" bg="bg.muted">
        <SafeImage
          src={cover ? versionedImageUrl(cover, project.updatedAt) : undefined}
          alt={`${project.title} cover`}
          loading="lazy"
          sizes="(min-width: 768px) 112px, 80px"
          aspectRatio="4/3"
          w="full"
          objectFit="cover"
        />
      </Box>
      <Stack gap="1" flex="1" minW="40">
        <HStack gap="2" wrap="wrap">
          <Heading as="h3" size="md" fontFamily="heading" lineHeight="short">
            {project.title}
          </Heading>
          {project.featured && <FeaturedBadge />}
        </HStack>
        <HStack gap="3" color="fg.muted" fontSize="sm" wrap="wrap">
          <Text fontWeight="medium">{project.category}</Text>
          {project.location && (
            <HStack gap="1">
              <MapPin size={14} aria-hidden="true" />
              <Text>{project.location}</Text>
            </HStack>
          )}
          <Text>
            {photos} {photos === 1 ? 'photo' : 'photos'}
          </Text>
        </HStack>
        <DescribePhotosButton
          count={suggestedAltCount(project)}
          title={project.title}
          onClick={() => onEdit(project)}
        />
      </Stack>
    </EntityRow>
  );
}

export function ProjectRowSkeleton() {
  return (
    <Flex
      {...adminCardStyle}
      p={ROW_PADDING}
      gap="5"
      align="center"
      aria-hidden="true"
      data-testid="admin-project-skeleton"
    >
      <Skeleton w={{ base: '20', md: '28' }} aspectRatio="4/3" borderRadius="md" />
      <Stack gap="2" flex="1">
        <Skeleton h="5" w="50%" />
        <Skeleton h="4" w="30%" />
      </Stack>
    </Flex>
  );
}
