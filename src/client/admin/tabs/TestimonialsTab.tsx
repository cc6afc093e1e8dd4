import { Button, SimpleGrid } from '@chakra-ui/react';
import { MessageSquareQuote, Plus } from 'lucide-react';
import { useState } from 'react';
import { LIMITS } from '../../../common/constants';
import { CONFIRMATIONS, TOASTS } from '../../../common/messages';
import type { TestimonialRecord } from '../../../common/schemas/testimonial';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { EmptyState, LoadError, TabHeader } from '../shared/TabParts';
import { TestimonialCard, TestimonialCardSkeleton } from '../testimonials/TestimonialCard';
import { TestimonialDialog } from '../testimonials/TestimonialDialog';

const SKELETONS = Array.from({ length: LIMITS.testimonialSkeletons }, (_, index) => `skeleton-${index}`);
const GRID_COLUMNS = { base: 1, md: 2, xl: 3 } as const;

type Target = { open: boolean; testimonial: TestimonialRecord | null };
const CLOSED: Target = { open: false, testimonial: null };

/**
 * Testimonials tab (docs/product.md, Admin panel): the cards, the add/edit dialog, delete as a card action.
 */
export function TestimonialsTab() {
  const utils = trpc.useUtils();
  const testimonials = trpc.public.testimonials.list.useQuery();
  // The record outlives `open` so the dialogs keep their titles while they animate out.
  const [editing, setEditing] = useState<Target>(CLOSED);
  const [deleting, setDeleting] = useState<Target>(CLOSED);
  const closeDelete = () => setDeleting((current) => ({ ...current, open: false }));
  const remove = trpc.admin.testimonials.delete.useMutation({
    onSuccess: async () => {
      toaster.create({ type: 'success', title: TOASTS.testimonialDeleted });
      closeDelete();
      await utils.public.testimonials.invalidate();
    },
    onError: () => {
      toaster.create({ type: 'error', title: TOASTS.testimonialDeleteFailed });
      closeDelete();
    },
  });

  const addButton = (
    <Button
      bg="brand.solid"
      color="brand.contrast"
      onClick={() => setEditing({ open: true, testimonial: null })}
    >
      <Plus aria-hidden="true" /> Add Testimonial
    </Button>
  );
  const count = testimonials.data?.length;

  return (
    <>
      <TabHeader
        title="Testimonials"
        description="Featured testimonials are displayed on the homepage."
        count={count === undefined ? undefined : `${count} ${count === 1 ? 'testimonial' : 'testimonials'}`}
        action={addButton}
      />
      {testimonials.isPending ? (
        <SimpleGrid columns={GRID_COLUMNS} gap="4">
          {SKELETONS.map((key) => (
            <TestimonialCardSkeleton key={key} />
          ))}
        </SimpleGrid>
      ) : testimonials.isError ? (
        <LoadError what="the testimonials" onRetry={() => void testimonials.refetch()} />
      ) : testimonials.data.length === 0 ? (
        <EmptyState
          icon={<MessageSquareQuote size={40} />}
          title="No Testimonials Yet"
          text="Add what your clients say about your work; featured ones appear on the homepage."
          action={addButton}
        />
      ) : (
        <SimpleGrid as="ul" columns={GRID_COLUMNS} gap="4" listStyleType="none" aria-label="Testimonials">
          {testimonials.data.map((testimonial) => (
            <TestimonialCard
              key={testimonial.id}
              testimonial={testimonial}
              onEdit={(chosen) => setEditing({ open: true, testimonial: chosen })}
              onDelete={(chosen) => setDeleting({ open: true, testimonial: chosen })}
            />
          ))}
        </SimpleGrid>
      )}
      <TestimonialDialog
        open={editing.open}
        entity={editing.testimonial}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        open={deleting.open}
        title={`Delete the testimonial from ${deleting.testimonial?.clientName ?? 'this client'}?`}
        message={CONFIRMATIONS.deleteTestimonial}
        pending={remove.isPending}
        onConfirm={() => deleting.testimonial && remove.mutate({ id: deleting.testimonial.id })}
        onClose={closeDelete}
        confirmLabel="Delete"
        destructive
      />
    </>
  );
}
