import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { PageId } from '../../../common/constants';
import type { PageSectionRecord } from '../../../common/schemas/page-section';
import { SectionFormFields } from './SectionFormFields';
import { EMPTY_FORM, formOf, type SectionForm, type SectionFormErrors, validateForm } from './sectionForm';
import type { useSectionActions } from './useSectionActions';

interface SectionFormDialogProps {
  pageId: PageId;
  /** Closed: null; adding: 'new'; editing: the section. */
  editing: PageSectionRecord | 'new' | null;
  actions: ReturnType<typeof useSectionActions>;
  onClose: () => void;
}

/** Add or edit one section. On failure the dialog stays open with everything typed, and a toast says why. */
export function SectionFormDialog({ pageId, editing, actions, onClose }: SectionFormDialogProps) {
  const formId = useId();
  const [form, setForm] = useState<SectionForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<SectionFormErrors>({});
  const isNew = editing === 'new';
  const pending = actions.create.isPending || actions.update.isPending;

  useEffect(() => {
    if (!editing) return;
    setForm(editing === 'new' ? EMPTY_FORM : formOf(editing));
    setErrors({});
  }, [editing]);

  const onChange = (changes: Partial<SectionForm>) => {
    setForm((previous) => ({ ...previous, ...changes }));
    setErrors((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(changes) as Array<keyof SectionForm>) delete next[key];
      return next;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing || pending) return;
    const checked = validateForm(form, pageId);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    const done = { onSuccess: onClose };
    if (editing === 'new') actions.create.mutate({ pageId, ...checked.fields }, done);
    else actions.update.mutate({ id: editing.id, ...checked.fields }, done);
  };

  const invalidCount = Object.keys(errors).length;
  return (
    <Dialog.Root
      open={editing !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{isNew ? 'Add Section' : 'Edit Section'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {/* The submit button sits in the footer, outside the form, and joins it through form={formId}. */}
              <form id={formId} onSubmit={onSubmit} noValidate>
                <SectionFormFields form={form} errors={errors} onChange={onChange} />
              </form>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {invalidCount > 0 && (
                <Text role="alert" color="fg.error" fontSize="sm" flex="1" minW="40">
                  Please correct the highlighted {invalidCount === 1 ? 'field' : 'fields'}.
                </Text>
              )}
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button
                type="submit"
                form={formId}
                bg="brand.solid"
                color="brand.contrast"
                loading={pending}
                loadingText="Saving..."
              >
                {isNew ? 'Add Section' : 'Save Section'}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
