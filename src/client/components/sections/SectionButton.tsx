import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { PageSectionRecord } from '../../../common/schemas/page-section';
import { AS_LINK } from '../asLink';

export function SectionButton({
  section,
  inverted = false,
}: {
  section: PageSectionRecord;
  inverted?: boolean;
}) {
  if (!section.buttonText || !section.buttonLink) return null;
  const internal = section.buttonLink.startsWith('/');
  const colors = inverted ? { bg: 'white', color: 'black' } : { bg: 'brand.solid', color: 'brand.contrast' };
  return (
    <Button {...AS_LINK} size="lg" mt="6" {...colors}>
      {internal ? (
        <RouterLink to={section.buttonLink}>{section.buttonText}</RouterLink>
      ) : (
        <a href={section.buttonLink}>{section.buttonText}</a>
      )}
    </Button>
  );
}
