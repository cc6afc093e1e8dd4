import { Stack } from '@chakra-ui/react';
import { MessageSquareQuote } from 'lucide-react';
import { LIMITS } from '../../../common/constants';
import { CONFIRMATIONS, TOASTS } from '../../../common/messages';
import type { TestimonialRecord } from '../../../common/schemas/testimonial';
import { trpc } from '../../trpc';
import { offerUntrash } from '../history/useRestore';
import { TESTIMONIALS_PREVIEW } from '../preview/previewPages';
import { WithLivePreview } from '../preview/WithLivePreview';
import { EntityListTab } from '../shared/EntityListTab';
import { deleteCallbacks, useEntityTargets } from '../shared/useEntityTargets';
import { listReorder } from '../shared/useListReorder';
import { TestimonialCard, TestimonialCardSkeleton } from '../testimonials/TestimonialCard';
import { TestimonialDialog } from '../testimonials/TestimonialDialog';

const SKELETONS = Array.from({ length: LIMITS.testimonialSkeletons }, (_, index) => `skeleton-${index}`);

/**
 * Testimonials tab (docs/product.md, Admin panel): the cards, the add/edit dialog, delete as a card action,
 * beside the live preview of the home page (where the featured ones show).
 */
export function TestimonialsTab() {
  const utils = trpc.useUtils();
  const testimonials = trpc.public.testimonials.list.useQuery();
  const targets = useEntityTargets<TestimonialRecord>();
  const remove = trpc.admin.testimonials.delete.useMutation(
    deleteCallbacks({
      deletedTitle: TOASTS.testimonialDeleted,
      failed: () => ({ title: TOASTS.testimonialDeleteFailed }),
      closeDelete: targets.closeDelete,
      refresh: () => utils.public.testimonials.invalidate(),
      untrash: (id) => offerUntrash(TOASTS.testimonialDeleted, 'testimonial', id, utils),
    }),
  );

  const reorder = trpc.admin.testimonials.reorder.useMutation({
    onSettled: () => utils.public.testimonials.invalidate(),
  });
  const onMove = listReorder<TestimonialRecord>({
    cancel: () => void utils.public.testimonials.list.cancel(),
    setList: (list) => utils.public.testimonials.list.setData(undefined, list),
    save: (ids, undo) => reorder.mutateAsync({ ids, undo }),
    savedTitle: TOASTS.testimonialsReordered,
    failedTitle: TOASTS.testimonialsReorderFailed,
  });

  return (
    <WithLivePreview pages={TESTIMONIALS_PREVIEW}>
      <EntityListTab
        kind="testimonial"
        title="Testimonials"
        description="Visitors see the testimonials in this order: drag one by its handle to move it. Featured testimonials are displayed on the homepage."
        countLabel={(count) => `${count} ${count === 1 ? 'testimonial' : 'testimonials'}`}
        addLabel="Add Testimonial"
        what="the testimonials"
        empty={{
          icon: <MessageSquareQuote size={40} />,
          title: 'No Testimonials Yet',
          text: 'Add what your clients say about your work; featured ones appear on the homepage.',
        }}
        query={testimonials}
        targets={targets}
        skeletons={
          <Stack gap="3">
            {SKELETONS.map((key) => (
              <TestimonialCardSkeleton key={key} />
            ))}
          </Stack>
        }
        listLabel="Testimonials"
        row={(testimonial, drag) => (
          <TestimonialCard
            key={testimonial.id}
            testimonial={testimonial}
            drag={drag}
            onEdit={targets.edit}
            onDelete={targets.confirmDelete}
          />
        )}
        onMove={onMove}
        dialog={TestimonialDialog}
        remove={{
          confirmTitle: (testimonial) =>
            `Delete the testimonial from ${testimonial?.clientName ?? 'this client'}?`,
          message: CONFIRMATIONS.deleteTestimonial,
          isPending: remove.isPending,
          mutate: remove.mutate,
        }}
      />
    </WithLivePreview>
  );
}
