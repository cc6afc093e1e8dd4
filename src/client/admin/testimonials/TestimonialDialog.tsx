import { mapErrorText, TOASTS } from '../../../common/messages';
import type { TestimonialRecord } from '../../../common/schemas/testimonial';
import { toaster } from '../../components/toastStore';
import { failureOf, trpc } from '../../trpc';
import {
  EntityDialog,
  type EntityDialogProps,
  EntityFormContent,
  type EntityFormProps,
} from '../shared/EntityDialog';
import { useEntityForm, useEntitySave } from '../shared/useEntityForm';
import { TestimonialFormFields } from './TestimonialFormFields';
import { checkTestimonial, EMPTY_TESTIMONIAL, testimonialValuesOf } from './testimonialForm';

/**
 * The testimonial dialog: closed, add mode or edit mode; it closes on Cancel or after a save and stays
 * open, with what was typed, when the save fails.
 */
export function TestimonialDialog(props: EntityDialogProps<TestimonialRecord>) {
  return <EntityDialog {...props} size="lg" form={TestimonialForm} />;
}

function TestimonialForm({ entity: testimonial, onClose, onSaving }: EntityFormProps<TestimonialRecord>) {
  const utils = trpc.useUtils();
  const { values, errors, setErrors, change, callbacks } = useEntityForm({
    initial: () => testimonialValuesOf(testimonial),
    fields: EMPTY_TESTIMONIAL,
    onClose,
    undo: testimonial ? 'testimonial' : undefined,
    savedTitle: testimonial ? TOASTS.testimonialUpdated : TOASTS.testimonialCreated,
    refresh: () => utils.public.testimonials.invalidate(),
    failed: (error) => ({
      title: TOASTS.testimonialSaveFailed,
      description: mapErrorText('testimonial', failureOf(error)),
    }),
  });
  const { saving, save } = useEntitySave({
    entity: testimonial,
    values,
    setErrors,
    check: checkTestimonial,
    // The same words the server's 422 would earn, without the round trip.
    onInvalid: () =>
      toaster.create({
        type: 'error',
        title: TOASTS.testimonialSaveFailed,
        description: mapErrorText('testimonial', { status: 422, message: '' }),
      }),
    create: trpc.admin.testimonials.create.useMutation(callbacks),
    update: trpc.admin.testimonials.update.useMutation(callbacks),
    onSaving,
  });

  return (
    <EntityFormContent
      title={testimonial ? 'Edit Testimonial' : 'Add New Testimonial'}
      submitLabel="Save Testimonial"
      saving={saving}
      onSubmit={save}
      onCancel={onClose}
    >
      <TestimonialFormFields values={values} errors={errors} onChange={change} />
    </EntityFormContent>
  );
}
