import { Box, Heading, Stack } from '@chakra-ui/react';
import { focusPosition, type Project, photoDetailOf } from '../../../common/schemas/portfolio';
import { BeforeAfterComparison, type ComparedPhoto } from '../../components/sections/BeforeAfterComparison';
import { useMessages } from '../../i18n/useMessages';
import { versionedImageUrl } from './projectImages';

/**
 * A project's before/after pairs, on its page and in its quick view: each the comparison a
 * before/after section shows (both photos side by side without JavaScript, then a divider), each photo named by
 * the owner's alt text and cropped about its focal point. Nothing when the project has none.
 */
export function ProjectBeforeAfter({
  project,
  headingId,
  headingLevel,
  sizes,
}: {
  project: Project;
  /** Unique on the page: every project's quick view is in the portfolio's. */
  headingId: string;
  headingLevel: 'h2' | 'h3';
  /** The comparison's rendered width per layout. */
  sizes: string;
}) {
  const heading = useMessages().beforeAfter.heading;
  const pairs = project.beforeAfter ?? [];
  if (pairs.length === 0) return null;
  const photo = (url: string): ComparedPhoto => {
    const detail = photoDetailOf(project, project.imageUrls.indexOf(url));
    return {
      src: versionedImageUrl(url, project.updatedAt),
      alt: detail.alt.trim() || project.title,
      position: focusPosition(detail),
    };
  };
  return (
    <Box as="section" aria-labelledby={headingId} mt="8" data-testid="project-before-after">
      <Heading id={headingId} as={headingLevel} size="lg" fontFamily="heading" mb="4">
        {heading}
      </Heading>
      <Stack gap="6">
        {pairs.map((pair) => (
          <BeforeAfterComparison
            key={`${pair.before} ${pair.after}`}
            before={photo(pair.before)}
            after={photo(pair.after)}
            sizes={sizes}
          />
        ))}
      </Stack>
    </Box>
  );
}
