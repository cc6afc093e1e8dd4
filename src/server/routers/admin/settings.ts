import { settingOutput, settingUpdateInput } from '../../../common/schemas/settings';
import { SiteSetting } from '../../entities';
import { releaseImages } from '../../services/images';
import { updateSetting } from '../../services/settings';
import { adminProcedure, router } from '../../trpc/procedures';

export const adminSettingsRouter = router({
  update: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: '/settings/{key}', tags: ['settings'], summary: 'Change one setting' },
      invalidates: ['settings'],
    })
    .input(settingUpdateInput)
    .output(settingOutput)
    .mutation(async ({ ctx, input }) => {
      const previous = await ctx.em.findOne(SiteSetting, { key: input.key });
      const previousValue = previous?.value;
      const updated = await updateSetting(ctx.em, input.key, input.value);
      if (previousValue && previousValue !== updated.value) {
        await releaseImages(ctx.em, ctx.storage, [previousValue]);
      }
      return updated;
    }),
});
