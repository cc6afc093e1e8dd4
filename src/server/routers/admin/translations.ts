import {
  ledgerEntryOutput,
  ledgerOutput,
  textRefInput,
  translationSaveInput,
  translationsOfLanguageInput,
} from '../../../common/schemas/translation';
import { actorOf } from '../../services/history/actor';
import { canDraft, machineDraft } from '../../services/translations/deepl';
import { ledgerOf, saveDraft, saveTranslation } from '../../services/translations/ledger';
import { textSource } from '../../services/translations/sources';
import { adminProcedure, router } from '../../trpc/procedures';

export const adminTranslationsRouter = router({
  ledger: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/translations/{language}',
        tags: ['translations'],
        summary:
          'Every text with its translation, where it stands (translated, out of date, missing) and the count per page',
      },
    })
    .input(translationsOfLanguageInput)
    .output(ledgerOutput)
    .query(({ ctx, input }) => ledgerOf(ctx.em, input.language, canDraft(ctx.env))),

  save: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/translations',
        tags: ['translations'],
        summary: "Approve a text's translation (empty: take it away, the page shows the English)",
      },
      // A project's first Spanish title gives its Spanish page an address: the projects' reads carry it.
      invalidates: ['translations', 'portfolio'],
    })
    .input(translationSaveInput)
    .output(ledgerEntryOutput)
    .mutation(({ ctx, input }) => saveTranslation(ctx.em, input, actorOf(ctx))),

  draft: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/translations/draft',
        tags: ['translations'],
        summary: 'A machine draft of a translation (DeepL), kept for review and not shown to visitors',
      },
      invalidates: [],
    })
    .input(textRefInput)
    .output(ledgerEntryOutput)
    .mutation(async ({ ctx, input }) => {
      const source = await textSource(ctx.em, input);
      const draft = await machineDraft(ctx.env, source.english, input.language, source.html);
      return saveDraft(ctx.em, input, draft);
    }),
});
