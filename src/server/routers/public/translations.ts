import { z } from 'zod';
import { approvedTranslationOutput, translationsOfLanguageInput } from '../../../common/schemas/translation';
import { TRANSLATION_LANGUAGES } from '../../../common/translations';
import { approvedTranslations } from '../../services/translations/ledger';
import { publicProcedure, router } from '../../trpc/procedures';

export const publicTranslationsRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/translations/{language}',
        tags: ['translations'],
        summary: "The owner's approved translations of his texts into a language (what its pages show)",
      },
      cache: { tags: ['translations'], input: { field: 'language', values: TRANSLATION_LANGUAGES } },
    })
    .input(translationsOfLanguageInput)
    .output(z.array(approvedTranslationOutput))
    .query(({ ctx, input }) => approvedTranslations(ctx.em, input.language)),
});
