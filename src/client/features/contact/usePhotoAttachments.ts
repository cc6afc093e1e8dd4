import { useCallback, useRef, useState } from 'react';
import { LEAD_PHOTO_UPLOAD_PATH } from '../../../common/leads/report';
import { MAX_LEAD_PHOTOS } from '../../../common/schemas/lead-visit';
import { useMessages } from '../../i18n/useMessages';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 10 * 1024 * 1024;

export interface Attachment {
  key: string;
  name: string;
  preview: string;
  state: 'uploading' | 'done' | 'failed';
  id?: string;
  error?: string;
}

/** The list with one attachment changed. */
const changed = (key: string, change: Partial<Attachment>) => (list: Attachment[]) =>
  list.map((item) => (item.key === key ? { ...item, ...change } : item));

/** The server's reason for a refused upload (its own words), else the catalog's `fallback`. */
async function messageOf(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return body?.message ?? fallback;
}

/**
 * The photos a visitor attaches (docs/leads.md): each checked here as the server will (type, size, count), then
 * sent on a signed single-use ticket (http/lead-photos.ts) as soon as it is chosen, so Send waits for little.
 * The request carries the ids the uploads answered.
 */
export function usePhotoAttachments() {
  const texts = useMessages().contact.photos;
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const count = useRef(0);
  count.current = attachments.length;

  const add = useCallback(
    async (files: File[]) => {
      setProblem(undefined);
      const room = MAX_LEAD_PHOTOS - count.current;
      if (files.length > room) setProblem(texts.tooMany(MAX_LEAD_PHOTOS));
      const chosen = files.slice(0, Math.max(room, 0)).filter((file) => {
        if (!PHOTO_TYPES.includes(file.type)) setProblem(texts.types);
        else if (file.size > MAX_BYTES) setProblem(texts.tooLarge(MAX_BYTES / 1024 / 1024));
        else return true;
        return false;
      });
      if (chosen.length === 0) return;
      const added = chosen.map((file) => ({
        key: crypto.randomUUID(),
        name: file.name,
        preview: URL.createObjectURL(file),
        state: 'uploading' as const,
      }));
      count.current += added.length;
      setAttachments((list) => [...list, ...added]);
      let tickets: Array<{ id: string; url: string }> = [];
      try {
        const response = await fetch(`${LEAD_PHOTO_UPLOAD_PATH}/tickets?count=${added.length}`, {
          method: 'POST',
        });
        if (!response.ok) throw new Error(await messageOf(response, texts.uploadFailed));
        tickets = ((await response.json()) as { tickets: typeof tickets }).tickets;
      } catch (error) {
        for (const item of added)
          setAttachments(changed(item.key, { state: 'failed', error: (error as Error).message }));
        return;
      }
      await Promise.all(
        added.map(async (item, index) => {
          const ticket = tickets[index];
          const file = chosen[index];
          if (!ticket || !file) return;
          try {
            const response = await fetch(ticket.url, { method: 'PUT', body: file });
            if (!response.ok) throw new Error(await messageOf(response, texts.uploadFailed));
            setAttachments(changed(item.key, { state: 'done', id: ticket.id }));
          } catch (error) {
            setAttachments(
              changed(item.key, {
                state: 'failed',
                error: (error as Error).message || texts.uploadFailed,
              }),
            );
          }
        }),
      );
    },
    [texts],
  );

  const remove = (key: string) => {
    setProblem(undefined);
    setAttachments((list) => {
      const gone = list.find((item) => item.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((item) => item.key !== key);
    });
  };

  const clear = () => setAttachments([]);

  return {
    attachments,
    problem,
    add,
    remove,
    clear,
    uploading: attachments.some((item) => item.state === 'uploading'),
    ids: attachments.flatMap((item) => (item.state === 'done' && item.id ? [item.id] : [])),
  };
}
