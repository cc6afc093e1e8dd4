import { Badge, Button, Flex, type FlexProps, HStack, type StackProps } from '@chakra-ui/react';
import { Pencil, Star, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { HistoryButton } from '../history/HistoryButton';
import type { HistoryTarget } from '../history/HistoryDialog';

/** The card every admin list item sits on (projects, testimonials, contact requests); each sets its padding. */
export const adminCardStyle = {
  bg: 'bg',
  borderWidth: '1px',
  borderColor: 'border.muted',
  borderRadius: 'xl',
  boxShadow: 'xs',
} as const;

/** The mark of a project or testimonial shown on the homepage. */
export function FeaturedBadge() {
  return (
    <Badge bg="brand.accent" color="#0b0b0c" gap="1" px="2" fontWeight="semibold">
      <Star size={12} aria-hidden="true" fill="currentColor" /> Featured
    </Badge>
  );
}

/**
 * One record of an admin list: a list item on the admin card, what identifies the record, then its Edit,
 * History (when given) and Delete buttons. The buttons' accessible names carry `label` ("Edit Malibu Modern Residence"), since every
 * row has the same visible words.
 */
export function EntityRow({
  testId,
  label,
  onEdit,
  onDelete,
  history,
  actionsLayout,
  children,
  ...layout
}: Omit<FlexProps, 'children'> & {
  testId: string;
  label: string;
  /** The record's History (docs/product.md, History), opened from a button between Edit and Delete. */
  history?: HistoryTarget;
  onEdit: () => void;
  onDelete: () => void;
  /** Where the buttons sit: beside the record or under it. */
  actionsLayout?: StackProps;
  children: ReactNode;
}) {
  return (
    <Flex as="li" data-testid={testId} {...adminCardStyle} {...layout}>
      {children}
      <HStack gap="2" {...actionsLayout}>
        <Button size="sm" variant="outline" aria-label={`Edit ${label}`} onClick={onEdit}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
        {history && <HistoryButton target={history} variant="outline" />}
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-label={`Delete ${label}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </HStack>
    </Flex>
  );
}
