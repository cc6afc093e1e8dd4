import { Button, CloseButton, Dialog } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { mapErrorText, TOASTS } from '../../../common/messages';
import type { TestimonialRecord } from '../../../common/schemas/testimonial';
import { toaster } from '../../components/toastStore';
import { failureOf, trpc } from '../../trpc';
import { FormDialog } from '../shared/FormDialog';
import { TestimonialFormFields } from './TestimonialFormFields';
import {
  checkTestimonial,
  fieldErrorsOf,
  type TestimonialFormErrors,
  type TestimonialFormValues,
  testimonialValuesOf,
} from './testimonialForm';

interface TestimonialDialogProps {
  open: boolean;
  /** The testimonial being edited; null adds a new one. */
  testimonial: TestimonialRecord | null;
  onClose: () => void;
}

/**
 * The testimonial dialog: closed, add mode or edit mode; it closes on Cancel or after a save and stays
 * open, with what was typed, when the save fails.
 */
export function TestimonialDialog({ open, testimonial, onClose }: TestimonialDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} size="lg">
      {(onSaving) => (
        <TestimonialForm
          key={testimonial?.id ?? 'new'}
          testimonial={testimonial}
          onClose={onClose}
          onSaving={onSaving}
        />
      )}
    </FormDialog>
  );
}

interface TestimonialFormProps {
  testimonial: TestimonialRecord | null;
  onClose: () => void;
  onSaving: (saving: boolean) => void;
}

function TestimonialForm({ testimonial, onClose, onSaving }: TestimonialFormProps) {
  const utils = trpc.useUtils();
  const [values, setValues] = useState<TestimonialFormValues>(() => testimonialValuesOf(testimonial));
  const [errors, setErrors] = useState<TestimonialFormErrors>({});
  const callbacks = {
    onSuccess: async () => {
      toaster.create({
        type: 'success',
        title: testimonial ? TOASTS.testimonialUpdated : TOASTS.testimonialCreated,
      });
      onClose();
      await utils.public.testimonials.invalidate();
    },
    onError: (error: unknown) => {
      const fieldErrors = (error as { data?: { fieldErrors?: Array<{ path: string; message: string }> } })
        .data?.fieldErrors;
      if (fieldErrors) setErrors(fieldErrorsOf(fieldErrors));
      toaster.create({
        type: 'error',
        title: TOASTS.testimonialSaveFailed,
        description: mapErrorText('testimonial', failureOf(error)),
      });
    },
  };
  const create = trpc.admin.testimonials.create.useMutation(callbacks);
  const update = trpc.admin.testimonials.update.useMutation(callbacks);
  const saving = create.isPending || update.isPending;
  useEffect(() => onSaving(saving), [onSaving, saving]);

  const change = <K extends keyof TestimonialFormValues>(field: K, value: TestimonialFormValues[K]) => {
    toaster.dismiss();
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const check = checkTestimonial(values);
    if (!check.ok) {
      setErrors(check.errors);
      // The same words the server's 422 would earn, without the round trip.
      toaster.create({
        type: 'error',
        title: TOASTS.testimonialSaveFailed,
        description: mapErrorText('testimonial', { status: 422, message: '' }),
      });
      return;
    }
    setErrors({});
    if (testimonial) update.mutate({ id: testimonial.id, ...check.input });
    else create.mutate(check.input);
  };

  return (
    <Dialog.Content asChild>
      <form onSubmit={save} noValidate>
        <Dialog.Header>
          <Dialog.Title fontFamily="heading" fontSize="2xl">
            {testimonial ? 'Edit Testimonial' : 'Add New Testimonial'}
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <TestimonialFormFields values={values} errors={errors} onChange={change} />
        </Dialog.Body>
        <Dialog.Footer borderTopWidth="1px" borderColor="border.muted" pt="4">
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            bg="brand.solid"
            color="brand.contrast"
            loading={saving}
            loadingText="Saving..."
          >
            Save Testimonial
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" disabled={saving} />
        </Dialog.CloseTrigger>
      </form>
    </Dialog.Content>
  );
}
