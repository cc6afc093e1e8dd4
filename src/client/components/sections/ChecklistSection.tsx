import { Box } from '@chakra-ui/react';
import { SectionIcon } from '../SectionIcon';
import { SafeHtml } from './SafeHtml';
import { SectionFrame } from './SectionFrame';
import { SectionTitles } from './SectionTitles';
import type { SectionProps } from './types';

const CHECKED = {
  '& ul': { listStyle: 'none', pl: '0' },
  '& li': { position: 'relative', pl: '8', mb: '3' },
  '& li::before': {
    content: '"✓"',
    position: 'absolute',
    left: '0',
    color: 'brand.accent',
    fontWeight: 'bold',
  },
} as const;

/** The checklist items of the metadata, else the content's own list items, each drawn with a check mark. */
export function ChecklistSection({ section, meta }: SectionProps<'checklist'>) {
  const items = meta.items ?? [];
  return (
    <SectionFrame>
      <Box maxW="4xl" mx="auto" p={{ base: '6', md: '10' }} borderRadius="xl" bg="brand.muted">
        <SectionTitles
          section={section}
          align="start"
          icon={meta.icon ? <SectionIcon name={meta.icon} size={28} /> : undefined}
        />
        {items.length > 0 ? (
          <Box css={CHECKED}>
            <ul>
              {items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat; their place is their identity.
                <li key={index}>{item}</li>
              ))}
            </ul>
          </Box>
        ) : (
          <SafeHtml html={section.content} css={CHECKED} />
        )}
      </Box>
    </SectionFrame>
  );
}
