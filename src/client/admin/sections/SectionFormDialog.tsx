import { Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { PageId } from '../../../common/constants';
import type { PageSectionRecord } from '../../../common/schemas/page-section';
import { FormDialog, useFormFrame } from '../shared/FormDialog';
import { FormDialogContent } from '../shared/FormDialogContent';
import { useFormState } from '../shared/useFormState';
import { SectionFormFields } from './SectionFormFields';
import {
  EMPTY_FORM,
  formOf,
  previewFieldsOf,
  type SectionForm,
  type SectionFormErrors,
  validateForm,
} from './sectionForm';
import type { useSectionActions } from './useSectionActions';

interface SectionFormDialogProps {
  pageId: PageId;
  /** Closed: null; adding: 'new'; editing: the section. */
  editing: PageSectionRecord | 'new' | null;
  actions: ReturnType<typeof useSectionActions>;
  onClose: () => void;
  /** The field to focus on open, when the owner clicked its text in the preview. */
  focusOnOpen?: string | undefined;
}

/**
 * Add or edit one section, in the shared dialog frame (it asks before unsaved changes are thrown away and keeps
 * a draft per page and section; what is typed into a stored section shows in the live preview). On failure the
 * dialog stays open with everything typed, and a toast says why.
 */
export function SectionFormDialog({
  pageId,
  editing,
  actions,
  onClose,
  focusOnOpen,
}: SectionFormDialogProps) {
  // Kept while the dialog animates out, so its title does not change mid-close.
  const shown = useRef(editing);
  if (editing) shown.current = editing;
  const target = shown.current;
  const key = target === 'new' || target === null ? 'new' : target.id;
  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      size="lg"
      draftKey={`section:${pageId}:${key}`}
      record={key === 'new' ? undefined : { kind: 'section', id: key }}
      focusOnOpen={focusOnOpen}
    >
      <SectionFormBody
        key={key}
        pageId={pageId}
        section={target === 'new' ? null : target}
        actions={actions}
      />
    </FormDialog>
  );
}

function SectionFormBody({
  pageId,
  section,
  actions,
}: {
  pageId: PageId;
  section: PageSectionRecord | null;
  actions: ReturnType<typeof useSectionActions>;
}) {
  const form = useFormState<SectionForm>(() => (section ? formOf(section) : EMPTY_FORM), previewFieldsOf);
  const [errors, setErrors] = useState<SectionFormErrors>({});
  const pending = actions.create.isPending || actions.update.isPending;
  const frame = useFormFrame();
  useEffect(() => frame?.setSaving(pending), [frame, pending]);

  const onChange = (changes: Partial<SectionForm>) => {
    form.setValues((previous) => ({ ...previous, ...changes }));
    setErrors((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(changes) as Array<keyof SectionForm>) delete next[key];
      return next;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const checked = validateForm(form.values, pageId);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    const done = { onSuccess: form.closeSaved };
    if (section) actions.update.mutate({ id: section.id, ...checked.fields }, done);
    else actions.create.mutate({ pageId, ...checked.fields }, done);
  };

  const invalidCount = Object.keys(errors).length;
  return (
    <FormDialogContent
      title={section ? 'Edit Section' : 'Add Section'}
      submitLabel={section ? 'Save Section' : 'Add Section'}
      saving={pending}
      onSubmit={onSubmit}
      draft={form}
      footerNote={
        invalidCount > 0 && (
          <Text role="alert" color="fg.error" fontSize="sm" flex="1" minW="40">
            Please correct the highlighted {invalidCount === 1 ? 'field' : 'fields'}.
          </Text>
        )
      }
    >
      <SectionFormFields
        pageId={pageId}
        sectionId={section?.id}
        form={form.values}
        errors={errors}
        onChange={onChange}
      />
    </FormDialogContent>
  );
}
