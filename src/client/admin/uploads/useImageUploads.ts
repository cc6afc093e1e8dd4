import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../../common/constants';
import { TOASTS, UNSAVED, UPLOAD_LIMITS } from '../../../common/messages';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { useFormFrame } from '../shared/FormDialog';
import { type UploadEvent, uploadFiles } from './upload';
import { selectFiles } from './validate';

export interface UploadItem {
  id: string;
  name: string;
  preview: string;
  state: 'added' | 'uploading' | 'success' | 'error';
  percent: number;
  message?: string;
}

/**
 * The upload flow (docs/product.md, Behaviour rules): validate the pick, ask for signed URLs, upload with
 * progress (added → uploading → success | error), then hand the new references to `onUploaded`. `max` is what
 * the field holds in all, `room` what it can still take; one upload takes at most 20 files. In a dialog the
 * photos belong to nothing until it is saved, and the toast says so; once the dialog is gone (discarded) an
 * upload finishing says nothing at all: its photos are left to the photo sweep.
 */
export function useImageUploads(options: {
  room: number;
  max: number;
  onUploaded: (references: string[]) => void;
}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const getUrls = trpc.admin.portfolio.batchUploadUrls.useMutation();
  const { room, max, onUploaded } = options;
  const inDialog = useFormFrame() !== null;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = useCallback((id: string, patch: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const start = useCallback(
    async (picked: Iterable<File>) => {
      const batchMax = Math.min(max, LIMITS.uploadBatchMax);
      const { accepted, rejected, overflow } = selectFiles(picked, room, batchMax);
      // A limit is named as such: the photos past it were left out, nothing failed.
      if (overflow > 0) {
        const fieldFull = room < batchMax;
        toaster.create({
          type: 'error',
          title: fieldFull ? UPLOAD_LIMITS.fieldFull(max) : UPLOAD_LIMITS.perUpload(batchMax),
          description: fieldFull ? UPLOAD_LIMITS.fieldLeftOut(overflow) : UPLOAD_LIMITS.leftOut(overflow),
        });
      } else if (rejected.length > 0) {
        toaster.create({
          type: 'error',
          title: TOASTS.imageProcessFailed,
          description: `${rejected.map((file) => file.name).join(', ')}: not an image`,
        });
      }
      if (accepted.length === 0) return;
      const batch: UploadItem[] = accepted.map((file) => ({
        id: crypto.randomUUID(),
        name: file.name,
        preview: URL.createObjectURL(file),
        state: 'added',
        percent: 0,
      }));
      setItems((current) => [...current, ...batch]);
      let signed: Awaited<ReturnType<typeof getUrls.mutateAsync>>;
      try {
        signed = await getUrls.mutateAsync({ count: accepted.length });
      } catch {
        for (const item of batch) update(item.id, { state: 'error', message: TOASTS.uploadUrlsFailed });
        toaster.create({ type: 'error', title: TOASTS.uploadUrlsFailed });
        return;
      }
      const onEvent = (event: UploadEvent) => {
        const id = batch[event.index]?.id as string;
        if (event.state === 'uploading') update(id, { state: 'uploading', percent: event.percent });
        else if (event.state === 'success') update(id, { state: 'success', percent: 100 });
        else update(id, { state: 'error', message: event.message });
      };
      const references = await uploadFiles(accepted, signed, onEvent);
      if (!mounted.current) return;
      if (references.length > 0) onUploaded(references);
      if (references.length < accepted.length) {
        toaster.create({ type: 'error', ...TOASTS.uploadBatchFailed });
      } else if (inDialog) {
        toaster.create({ type: 'success', ...UNSAVED.uploadedToForm(references.length) });
      } else {
        toaster.create({ type: 'success', title: max === 1 ? TOASTS.uploadComplete : TOASTS.imagesAdded });
      }
      // Finished uploads now live in the field's value; keep only failures on screen to explain them.
      setItems((current) =>
        current.filter((item) => !batch.some((done) => done.id === item.id && item.state !== 'error')),
      );
    },
    [room, max, getUrls, update, onUploaded, inDialog],
  );

  const dismiss = useCallback((id: string) => {
    setItems((current) => {
      const item = current.find((candidate) => candidate.id === id);
      if (item) URL.revokeObjectURL(item.preview);
      return current.filter((candidate) => candidate.id !== id);
    });
  }, []);

  return {
    items,
    start,
    dismiss,
    busy: items.some((item) => item.state === 'uploading' || item.state === 'added'),
  };
}
