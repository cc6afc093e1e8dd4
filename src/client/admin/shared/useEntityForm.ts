import { type FormEvent, useEffect, useState } from 'react';
import type { HistoryEntityType } from '../../../common/history';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { offerUndo } from '../history/useRestore';
import { useFormFrame } from './FormDialog';
import { type FormErrors, fieldErrorsOf, serverFieldIssues } from './formErrors';
import { useFormState } from './useFormState';

interface Mutation<I> {
  mutate: (input: I) => void;
  isPending: boolean;
}

/**
 * An entity form's values, errors and the callbacks of its create and update mutations. The form owns the
 * values (shared/useFormState: guarded by the dialog frame and kept as a draft), so nothing typed is lost on an
 * error; a change dismisses the last toast and clears that field's error. A save that succeeds says so, closes
 * the dialog and refreshes the public reads; one that fails keeps the dialog open, marks the fields the server
 * names (`fields` lists those the form shows) and says why.
 */
export function useEntityForm<V extends object>({
  initial,
  previewFields,
  fields,
  savedTitle,
  undo,
  refresh,
  failed,
}: {
  initial: () => V;
  /** The values as the record's fields, for the live preview (shared/useFormState). */
  previewFields?: (values: V) => Record<string, unknown>;
  fields: V;
  savedTitle: string;
  /** For an edit: the kind of record, so the success toast offers Undo (docs/product.md, History). */
  undo?: HistoryEntityType | undefined;
  refresh: () => Promise<unknown>;
  failed: (error: { message: string }) => { title: string; description: string };
}) {
  const utils = trpc.useUtils();
  const form = useFormState(initial, previewFields);
  const { values, setValues } = form;
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const change = <K extends keyof V>(field: K, value: V[K]) => {
    toaster.dismiss();
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const callbacks = {
    onSuccess: async (saved: { id: number }) => {
      if (undo) offerUndo(savedTitle, undo, saved.id, utils);
      else toaster.create({ type: 'success', title: savedTitle });
      form.closeSaved();
      await refresh();
    },
    onError: (error: { message: string }) => {
      setErrors(fieldErrorsOf(serverFieldIssues(error), fields));
      toaster.create({ type: 'error', ...failed(error) });
    },
  };
  return { values, errors, setErrors, change, callbacks, form };
}

/**
 * An entity form's submit: the form's own rules first (`onInvalid` says why it stopped, with no round trip),
 * then update the record being edited or create a new one. Ignored while a save is running.
 */
export function useEntitySave<V extends object, I, F extends { ok: false; errors: FormErrors<V> }>({
  entity,
  values,
  setErrors,
  check,
  onInvalid,
  create,
  update,
}: {
  entity: { id: number } | null;
  values: V;
  setErrors: (errors: FormErrors<V>) => void;
  check: (values: V) => { ok: true; input: I } | F;
  onInvalid: (failure: F) => void;
  create: Mutation<I>;
  update: Mutation<{ id: number } & I>;
}) {
  const saving = create.isPending || update.isPending;
  // The frame keeps Escape and Cancel from closing the dialog under a running save.
  const frame = useFormFrame();
  useEffect(() => frame?.setSaving(saving), [frame, saving]);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const result = check(values);
    if (!result.ok) {
      setErrors(result.errors);
      onInvalid(result);
      return;
    }
    setErrors({});
    if (entity) update.mutate({ id: entity.id, ...result.input });
    else create.mutate(result.input);
  };
  return { saving, save };
}
