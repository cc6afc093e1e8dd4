import { Box, Container, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Quote } from 'lucide-react';
import { DEFAULT_LANGUAGE } from '../../../common/i18n/languages';
import type { TestimonialRecord } from '../../../common/schemas/testimonial';
import { belowTheFold } from '../../components/belowTheFold';
import { useSettings } from '../../hooks/useSettings';
import { useLanguage } from '../../i18n/language';
import { useTranslated } from '../../i18n/translated';
import { useMessages } from '../../i18n/useMessages';
import { trpc } from '../../trpc';
import { projectTypeLabel } from '../choiceLabels';
import { fadeUp } from './motion';
import { SectionIntro } from './SectionIntro';
import { StarRating } from './StarRating';

const cardStyle = {
  bg: 'bg',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.muted',
  boxShadow: 'sm',
  p: { base: '6', md: '8' },
} as const;

/**
 * A testimonial in its client's own words: on a page in its language as written; an English one elsewhere in the
 * owner's translation when he wrote one (else as written, marked English); one written in another language always
 * as written, marked with its language.
 */
function useTestimonialWords(testimonial: TestimonialRecord): { text: string; lang: string | undefined } {
  const language = useLanguage();
  const translated = useTranslated();
  const written = testimonial.language ?? DEFAULT_LANGUAGE;
  if (written === language) return { text: testimonial.content, lang: undefined };
  if (written !== DEFAULT_LANGUAGE) return { text: testimonial.content, lang: written };
  return translated(
    { kind: 'testimonial', ref: String(testimonial.id), field: 'content' },
    testimonial.content,
  );
}

function TestimonialCard({ testimonial, index }: { testimonial: TestimonialRecord; index: number }) {
  // One of the contact form's project types is shown in the page's language; a type the owner wrote, as written.
  const projectType = projectTypeLabel(useMessages().contact.projectTypes, testimonial.projectType);
  const content = useTestimonialWords(testimonial);
  return (
    <Box
      as="figure"
      data-testid="testimonial"
      display="flex"
      flexDirection="column"
      {...cardStyle}
      {...fadeUp(index)}
    >
      <Flex justify="space-between" align="center">
        <StarRating rating={testimonial.rating} />
        <Box color="brand.accent" opacity={0.5} aria-hidden="true">
          <Quote size={28} />
        </Box>
      </Flex>
      <Box as="blockquote" mt="5" flex="1">
        <Text lineHeight="tall" color="fg" lang={content.lang}>
          “{content.text}”
        </Text>
      </Box>
      <Box as="figcaption" mt="6" pt="5" borderTopWidth="1px" borderColor="border.muted">
        <Text fontWeight="semibold">{testimonial.clientName}</Text>
        <Text fontSize="sm" color="fg.muted">
          {projectType}
        </Text>
      </Box>
    </Box>
  );
}

export function FeaturedTestimonials() {
  const { setting } = useSettings();
  const m = useMessages().home;
  const featured = trpc.public.testimonials.featured.useQuery();
  // Nothing to quote (none featured, or the read failed): the section would only be an empty heading.
  if (!featured.data?.length) return null;
  return (
    <Box
      as="section"
      aria-labelledby="home-testimonials-title"
      {...belowTheFold(1404, 620, [1064, 934], [698, 620])}
      bg="brand.muted"
      py={{ base: '16', md: '24' }}
    >
      <Container maxW="7xl">
        <SectionIntro
          id="home-testimonials-title"
          eyebrow={m.testimonialsEyebrow}
          title={setting('homepage_testimonials_title')}
          description={setting('homepage_testimonials_description')}
        />
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="8" mt={{ base: '10', md: '14' }}>
          {featured.data.map((testimonial, index) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} index={index} />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
