import { Box, SimpleGrid } from '@chakra-ui/react';
import { SafeImage } from '../SafeImage';
import { SectionIcon } from '../SectionIcon';
import { SafeHtml } from './SafeHtml';
import { SectionButton } from './SectionButton';
import { SectionFrame } from './SectionFrame';
import { SectionTitles } from './SectionTitles';
import type { SectionProps } from './types';

/** Half of the 6xl container from md (2.5rem gap); its full width on phones. */
const CONTENT_IMAGE_SIZES =
  '(min-width: 1152px) 524px, (min-width: 1024px) calc(50vw - 52px), ' +
  '(min-width: 768px) calc(50vw - 44px), calc(100vw - 32px)';

/** Also the fallback for section types the renderer does not know. */
export function ContentSection({ section, meta }: SectionProps<'content'>) {
  const text = (
    <Box>
      <SectionTitles
        section={section}
        align="start"
        icon={meta.icon ? <SectionIcon name={meta.icon} size={32} /> : undefined}
      />
      <SafeHtml html={section.content} color="fg.muted" lineHeight="tall" />
      <SectionButton section={section} />
    </Box>
  );
  return (
    <SectionFrame>
      {section.imageUrl ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '10', md: '16' }} alignItems="center">
          {text}
          <SafeImage
            src={section.imageUrl}
            alt={section.title}
            borderRadius="xl"
            loading="lazy"
            sizes={CONTENT_IMAGE_SIZES}
            w="full"
            aspectRatio="4/3"
            objectFit="cover"
          />
        </SimpleGrid>
      ) : (
        <Box maxW="3xl">{text}</Box>
      )}
    </SectionFrame>
  );
}
