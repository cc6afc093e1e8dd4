import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { siteLinkIn } from '../../../common/routing/resolve';
import type { PageSectionRecord } from '../../../common/schemas/page-section';
import { useLanguage } from '../../i18n/language';
import { AS_LINK } from '../asLink';

export function SectionButton({
  section,
  inverted = false,
}: {
  section: PageSectionRecord;
  inverted?: boolean;
}) {
  const language = useLanguage();
  if (!section.buttonText || !section.buttonLink) return null;
  const internal = section.buttonLink.startsWith('/');
  const colors = inverted ? { bg: 'white', color: 'black' } : { bg: 'brand.solid', color: 'brand.contrast' };
  return (
    <Button {...AS_LINK} size="lg" mt="6" {...colors}>
      {internal ? (
        <RouterLink to={siteLinkIn(section.buttonLink, language)}>{section.buttonText}</RouterLink>
      ) : (
        <a href={section.buttonLink}>{section.buttonText}</a>
      )}
    </Button>
  );
}
