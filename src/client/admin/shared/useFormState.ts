import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { draftRecordFields, dropRecordDraft } from '../preview/previewDrafts';
import { clearDraft, type Draft, readDraft, sameValues, writeDraft } from './drafts';
import { useFormFrame } from './FormDialog';

/**
 * The values of a form inside the dialog frame (shared/FormDialog), and what the frame needs to guard them: it is
 * told whether they differ from where the form started, and while they do they are kept as this dialog's draft,
 * so a reload, a closed tab or Back loses nothing. A draft left from an earlier visit is offered back
 * (`offer`, `restore`, `dismissOffer`) rather than put in unasked: the owner may have meant to leave it.
 *
 * The one path of a dialog's unsaved values to the live preview: when the frame edits a stored record and the
 * form says how its values read as the record's fields (`previewFields`), the fields that differ from where the
 * form started are shown in the preview as they are typed (preview/previewDrafts); the frame drops them on close.
 */
export function useFormState<V>(initial: () => V, previewFields?: (values: V) => Record<string, unknown>) {
  const frame = useFormFrame();
  const [start] = useState(initial);
  const [values, setValues] = useState<V>(start);
  const [offer, setOffer] = useState<Draft<V> | null>(() => (frame ? readDraft<V>(frame.draftKey) : null));
  const dirty = !sameValues(values, start);
  const saved = useRef(false);

  // In the commit of the keystroke itself, not after the paint: an Escape pressed right after typing must find the
  // frame told already, or the dialog closed without asking (seen once in the e2e suite on a busy machine).
  useLayoutEffect(() => frame?.setDirty(dirty), [frame, dirty]);

  const record = frame?.record;
  const toFields = useRef(previewFields);
  toFields.current = previewFields;
  useEffect(() => {
    const fieldsOf = toFields.current;
    if (!record || !fieldsOf || saved.current) return;
    const now = fieldsOf(values);
    const before = fieldsOf(start);
    draftRecordFields(
      record,
      Object.fromEntries(Object.entries(now).filter(([key, value]) => !sameValues(value, before[key]))),
    );
  }, [record, values, start]);
  useEffect(
    () => () => {
      if (record) dropRecordDraft(record);
    },
    [record],
  );
  useEffect(() => () => frame?.setDirty(false), [frame]);
  useEffect(() => {
    if (!frame || saved.current) return;
    if (dirty) writeDraft(frame.draftKey, values);
    // Back where it started: nothing to keep, unless an earlier draft still waits for an answer.
    else if (!offer) clearDraft(frame.draftKey);
  }, [frame, values, dirty, offer]);

  return {
    values,
    setValues,
    dirty,
    offer,
    restore: () => {
      // A draft kept by an earlier version of the panel may lack a field added since: it keeps where it started.
      if (offer) setValues(withDraft(start, offer.values));
      setOffer(null);
    },
    dismissOffer: () => setOffer(null),
    /** A save went through: close without asking, and keep no draft. */
    closeSaved: () => {
      saved.current = true;
      frame?.closeSaved();
    },
  };
}

export type FormState<V> = ReturnType<typeof useFormState<V>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A draft's values over the form's starting ones (for a form of fields: those the draft lacks are kept). */
function withDraft<V>(start: V, draft: V): V {
  return isRecord(start) && isRecord(draft) ? ({ ...start, ...draft } as V) : draft;
}
