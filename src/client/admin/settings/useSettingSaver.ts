import { TOASTS } from '../../../common/messages';
import type { SettingRecord } from '../../../common/schemas/settings';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { offerUndo } from '../history/useRestore';
import { notePreviewSave } from '../preview/previewSaves';

/**
 * Saves one setting with its notifications (the success toast offers Undo), then refreshes every settings read
 * (public pages included).
 */
export function useSettingSaver() {
  const utils = trpc.useUtils();
  return trpc.admin.settings.update.useMutation({
    onSuccess: (saved, { key, value }) => {
      // A field holds unsaved words while they differ from the stored read: the saved row goes into that read at
      // once, so the field stops counting as unsaved (and a reload stops asking) as the save is announced, not
      // when the refreshed read comes back.
      utils.public.settings.list.setData(undefined, (rows) => rows && withSaved(rows, saved));
      notePreviewSave({ settingKey: key, text: value });
      offerUndo(TOASTS.settingUpdated, 'setting', key, utils);
      // Not waited for: the caller's own success (the field's draft leaving the preview) comes at once, before
      // the preview reloads with the stored page, which then needs no second render with the draft on top.
      void utils.public.settings.list.invalidate();
    },
    onError: (error) =>
      toaster.create({ type: 'error', title: TOASTS.settingUpdateFailed, description: error.message }),
  });
}

const withSaved = (rows: SettingRecord[], saved: SettingRecord) =>
  rows.some((row) => row.key === saved.key)
    ? rows.map((row) => (row.key === saved.key ? saved : row))
    : [...rows, saved];

/** The stored rows by key, for editors. */
export function useStoredSettings() {
  const query = trpc.public.settings.list.useQuery();
  const byKey = new Map((query.data ?? []).map((row) => [row.key, row]));
  return { ...query, byKey };
}
