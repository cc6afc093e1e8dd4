import { mapErrorText, TOASTS } from '../../../common/messages';
import type { TestimonialRecord } from '../../../common/schemas/testimonial';
import { toaster } from '../../components/toastStore';
import { failureOf, trpc } from '../../trpc';
import { EntityDialog, type EntityDialogProps, type EntityFormProps } from '../shared/EntityDialog';
import { FormDialogContent } from '../shared/FormDialogContent';
import { useEntityForm, useEntitySave } from '../shared/useEntityForm';
import { TestimonialFormFields } from './TestimonialFormFields';
import { checkTestimonial, EMPTY_TESTIMONIAL, testimonialValuesOf } from './testimonialForm';

/**
 * The testimonial dialog: closed, add mode or edit mode; it closes on Cancel or after a save and stays
 * open, with what was typed, when the save fails.
 */
export function TestimonialDialog(props: EntityDialogProps<TestimonialRecord>) {
  return <EntityDialog {...props} kind="testimonial" size="lg" form={TestimonialForm} />;
}

function TestimonialForm({ entity: testimonial }: EntityFormProps<TestimonialRecord>) {
  const utils = trpc.useUtils();
  const { values, errors, setErrors, change, callbacks, form } = useEntityForm({
    initial: () => testimonialValuesOf(testimonial),
    previewFields: ({ featured: _featured, ...fields }) => fields,
    fields: EMPTY_TESTIMONIAL,
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
  });

  return (
    <FormDialogContent
      title={testimonial ? 'Edit Testimonial' : 'Add New Testimonial'}
      submitLabel="Save Testimonial"
      saving={saving}
      onSubmit={save}
      draft={form}
    >
      <TestimonialFormFields
        testimonialId={testimonial?.id}
        values={values}
        errors={errors}
        onChange={change}
      />
    </FormDialogContent>
  );
}
