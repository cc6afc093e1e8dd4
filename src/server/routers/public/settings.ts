import { z } from 'zod';
import { settingOutput } from '../../../common/schemas/settings';
import { listSettings } from '../../services/settings';
import { publicProcedure, router } from '../../trpc/procedures';

export const publicSettingsRouter = router({
  list: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/settings', tags: ['settings'], summary: 'Every stored setting' },
      cache: { tags: ['settings'] },
    })
    .input(z.void())
    .output(z.array(settingOutput))
    .query(({ ctx }) => listSettings(ctx.em)),
});
