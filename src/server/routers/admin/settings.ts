import { settingOutput, settingUpdateInput } from '../../../common/schemas/settings';
import { actorOf } from '../../services/history/actor';
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
    .mutation(({ ctx, input }) => updateSetting(ctx.em, input.key, input.value, actorOf(ctx))),
});
