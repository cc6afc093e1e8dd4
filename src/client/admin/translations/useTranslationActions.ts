import { TRANSLATION_TEXTS } from '../../../common/messages';
import type { LedgerEntry } from '../../../common/schemas/translation';
import { textKey } from '../../../common/translations';
import { toaster } from '../../components/toastStore';
import { failureOf, trpc } from '../../trpc';
import { offerUndo } from '../history/useRestore';

export const LANGUAGE = 'es' as const;

/** A ledger entry's name in the history: its text's name and the language. */
export const historyKeyOf = (entry: LedgerEntry) => `${textKey(entry)}:${LANGUAGE}`;

const refOf = (entry: LedgerEntry) => ({
  kind: entry.kind,
  ref: entry.ref,
  field: entry.field,
  language: LANGUAGE,
});

/**
 * Approving a text's Spanish (its notification offers Undo) and asking DeepL for a draft, each refreshing the
 * ledger; a save also refreshes the public reads the Spanish pages and the preview show.
 */
export function useTranslationActions() {
  const utils = trpc.useUtils();
  const refresh = () =>
    Promise.all([utils.admin.translations.ledger.invalidate(), utils.public.translations.invalidate()]);
  const save = trpc.admin.translations.save.useMutation({
    onSuccess: (saved, input) => {
      offerUndo(
        input.value.trim() ? TRANSLATION_TEXTS.saved : TRANSLATION_TEXTS.removed,
        'translation',
        historyKeyOf(saved),
        utils,
      );
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: TRANSLATION_TEXTS.saveFailed,
        description: failureOf(error).message,
      }),
    onSettled: () => refresh(),
  });
  const draft = trpc.admin.translations.draft.useMutation({
    onSuccess: () => toaster.create({ type: 'info', title: TRANSLATION_TEXTS.drafted }),
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: TRANSLATION_TEXTS.draftFailed,
        description: failureOf(error).message,
      }),
    onSettled: () => refresh(),
  });
  return {
    save: (entry: LedgerEntry, value: string) => save.mutateAsync({ ...refOf(entry), value }),
    draft: (entry: LedgerEntry) => draft.mutateAsync(refOf(entry)),
    saving: save.isPending,
    drafting: draft.isPending,
  };
}
