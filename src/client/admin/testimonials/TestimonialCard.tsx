import { Box, Flex, Heading, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import type { TestimonialRecord } from '../../../common/schemas/testimonial';
import { StarRating } from '../../features/home/StarRating';
import { adminCardStyle, EntityRow, FeaturedBadge } from '../shared/EntityRow';
import type { RowDrag } from '../shared/ReorderableList';

const CARD_PADDING = '5';

/** Client, project type, Featured badge, stars, the quote clamped to three lines, edit and delete. */
export function TestimonialCard({
  testimonial,
  onEdit,
  onDelete,
  drag,
}: {
  testimonial: TestimonialRecord;
  onEdit: (testimonial: TestimonialRecord) => void;
  onDelete: (testimonial: TestimonialRecord) => void;
  drag?: RowDrag;
}) {
  const { clientName } = testimonial;
  return (
    <EntityRow
      testId="admin-testimonial"
      label={`testimonial from ${clientName}`}
      history={{
        entityType: 'testimonial',
        entityKey: String(testimonial.id),
        name: `testimonial from ${clientName}`,
      }}
      onEdit={() => onEdit(testimonial)}
      onDelete={() => onDelete(testimonial)}
      drag={drag}
      actionsLayout={{ pt: '3', borderTopWidth: '1px', borderColor: 'border.muted' }}
      p={CARD_PADDING}
      direction="column"
      gap="4"
    >
      <Flex justify="space-between" align="start" gap="3">
        <Stack gap="0.5" minW="0">
          <Heading as="h3" size="md" fontFamily="heading" lineHeight="short">
            {clientName}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {testimonial.projectType}
          </Text>
        </Stack>
        {testimonial.featured && <FeaturedBadge />}
      </Flex>
      <StarRating rating={testimonial.rating} />
      <Text as="blockquote" lineClamp={3} color="fg" lineHeight="tall" flex="1">
        “{testimonial.content}”
      </Text>
    </EntityRow>
  );
}

export function TestimonialCardSkeleton() {
  return (
    <Box {...adminCardStyle} p={CARD_PADDING} aria-hidden="true" data-testid="admin-testimonial-skeleton">
      <Skeleton h="5" w="50%" mb="2" />
      <Skeleton h="4" w="35%" mb="4" />
      <Skeleton h="4" w="28" mb="4" />
      <SkeletonText noOfLines={3} />
    </Box>
  );
}
