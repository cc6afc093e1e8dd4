import { Container } from '@chakra-ui/react';
import { BeforeAfterComparison } from './BeforeAfterComparison';
import { SafeHtml } from './SafeHtml';
import { SectionTitles } from './SectionTitles';
import type { SectionProps } from './types';

const SIZES = '(min-width: 1152px) 1088px, calc(100vw - 32px)';

/** Before and after: the section's two photos compared (BeforeAfterComparison), named by its title. */
export function BeforeAfterSection({ section, meta }: SectionProps<'before-after'>) {
  const [before, after] = meta.images ?? [];
  return (
    <Container maxW="6xl" py={{ base: '12', md: '16' }}>
      <SectionTitles section={section} />
      <SafeHtml html={section.content} color="fg.muted" mb="6" />
      {before && after && (
        <BeforeAfterComparison
          before={{ src: before, alt: section.title }}
          after={{ src: after, alt: section.title }}
          sizes={SIZES}
        />
      )}
    </Container>
  );
}
