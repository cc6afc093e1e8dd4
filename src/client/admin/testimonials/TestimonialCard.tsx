import { Box, Button, Flex, Heading, HStack, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import type { TestimonialRecord } from '../../../common/schemas/testimonial';
import { StarRating } from '../../features/home/StarRating';
import { FeaturedBadge } from '../portfolio/ProjectRow';

const cardStyle = {
  bg: 'bg',
  borderWidth: '1px',
  borderColor: 'border.muted',
  borderRadius: 'xl',
  boxShadow: 'xs',
  p: '5',
} as const;

/** Client, project type, Featured badge, stars, the quote clamped to three lines, edit and delete. */
export function TestimonialCard({
  testimonial,
  onEdit,
  onDelete,
}: {
  testimonial: TestimonialRecord;
  onEdit: (testimonial: TestimonialRecord) => void;
  onDelete: (testimonial: TestimonialRecord) => void;
}) {
  const { clientName } = testimonial;
  return (
    <Flex as="li" direction="column" gap="4" data-testid="admin-testimonial" {...cardStyle}>
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
      <HStack gap="2" pt="3" borderTopWidth="1px" borderColor="border.muted">
        <Button
          size="sm"
          variant="outline"
          aria-label={`Edit testimonial from ${clientName}`}
          onClick={() => onEdit(testimonial)}
        >
          <Pencil aria-hidden="true" /> Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-label={`Delete testimonial from ${clientName}`}
          onClick={() => onDelete(testimonial)}
        >
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </HStack>
    </Flex>
  );
}

export function TestimonialCardSkeleton() {
  return (
    <Box {...cardStyle} aria-hidden="true" data-testid="admin-testimonial-skeleton">
      <Skeleton h="5" w="50%" mb="2" />
      <Skeleton h="4" w="35%" mb="4" />
      <Skeleton h="4" w="28" mb="4" />
      <SkeletonText noOfLines={3} />
    </Box>
  );
}
