import { Button, Stack } from '@chakra-ui/react';
import { ArrowRight, Phone } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { Community } from '../../../common/settings/wildfire-copy';
import { AS_LINK } from '../../components/asLink';
import { PhotoHero } from '../../components/PhotoHero';
import { useLanguage } from '../../i18n/language';
import { useMessages } from '../../i18n/useMessages';
import { contactFormHref } from '../contact/contactFormHref';
import { telHref } from '../contact/links';
import type { WildfireContent } from './content';

interface Props {
  community: Community;
  content: WildfireContent;
}

/** Full-bleed photo under a dark gradient; the community tabs float over its top edge (see the page). */
export function WildfireHero({ community, content }: Props) {
  const m = useMessages();
  const language = useLanguage();
  return (
    <PhotoHero
      image="/images/wildfire.jpg"
      eyebrow={m.wildfire.heroEyebrow(community.name)}
      title={content.pageTitle}
      description={content.pageSubtitle}
      padding={{ pt: { base: '28', md: '36' }, pb: { base: '16', md: '24' } }}
    >
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }}>
        <Button {...AS_LINK} size="lg" bg="brand.accent" color="black" _hover={{ opacity: 0.9 }}>
          <a href={telHref(content.phone)}>
            <Phone aria-hidden="true" />
            {m.common.call(content.phone)}
          </a>
        </Button>
        <Button
          {...AS_LINK}
          size="lg"
          variant="outline"
          color="white"
          borderColor="whiteAlpha.700"
          _hover={{ bg: 'whiteAlpha.200' }}
        >
          <RouterLink to={contactFormHref(community.id, language)}>
            {m.wildfire.assessment}
            <ArrowRight aria-hidden="true" />
          </RouterLink>
        </Button>
      </Stack>
    </PhotoHero>
  );
}
