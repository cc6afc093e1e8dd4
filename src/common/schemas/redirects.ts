import { z } from 'zod';
import { REDIRECT_MESSAGES } from '../messages';
import { requiredText } from './fields';

/** An address on this site: a path from `/`, not `//host` (another site), at most 300 characters. */
const sitePath = (label: string) =>
  requiredText(label, 300).refine(
    (path) => path.startsWith('/') && !path.startsWith('//') && !/\s/.test(path),
    `${label} ${REDIRECT_MESSAGES.pathShape}`,
  );

export const redirectInput = z.object({
  fromPath: sitePath('Old address'),
  toPath: sitePath('New address'),
});

export const redirectOutput = z.object({
  id: z.number(),
  fromPath: z.string(),
  toPath: z.string().nullable(),
  projectId: z.number().nullable(),
  projectTitle: z.string().nullable(),
  createdAt: z.date(),
});
export type RedirectRow = z.infer<typeof redirectOutput>;
