import { Heading, Text } from '@chakra-ui/react';
import type { PageSectionRecord } from '../../../common/schemas/page-section';

interface SectionTitlesProps {
  section: Pick<PageSectionRecord, 'title' | 'subtitle'>;
  /** A section drawn as a card (the checklist): a smaller title, in the body font. */
  card?: boolean;
  /** The subtitle's colour: muted on the page, lighter on a dark band. */
  subtitleColor?: string;
  /** The space under the subtitle, before the section's own content. */
  subtitleGap?: string;
}

/** A section's title (its h2) and its subtitle when it has one, as most section types open. */
export function SectionTitles({
  section,
  card = false,
  subtitleColor = 'fg.muted',
  subtitleGap = '4',
}: SectionTitlesProps) {
  return (
    <>
      <Heading as="h2" size={card ? 'xl' : '2xl'} fontFamily={card ? undefined : 'heading'} mb="2">
        {section.title}
      </Heading>
      {section.subtitle && (
        <Text color={subtitleColor} mb={subtitleGap}>
          {section.subtitle}
        </Text>
      )}
    </>
  );
}
