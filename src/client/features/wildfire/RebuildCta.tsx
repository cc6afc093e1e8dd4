import { Box, Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CommunityId } from '../../../common/constants';
import { AS_LINK } from '../../components/asLink';
import { belowTheFold } from '../../components/belowTheFold';
import { useLanguage } from '../../i18n/language';
import { usePathTo } from '../../i18n/sitePaths';
import { useMessages } from '../../i18n/useMessages';
import { contactFormHref } from '../contact/contactFormHref';

interface Props {
  title: string;
  description: string;
  community: CommunityId;
}

export function RebuildCta({ title, description, community }: Props) {
  const m = useMessages().wildfire;
  const language = useLanguage();
  const pathTo = usePathTo();
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="brand.muted"
      py={{ base: '16', md: '20' }}
      {...belowTheFold(353, 209)}
    >
      <Container maxW="3xl" textAlign="center">
        <Box w="12" h="1" bg="brand.accent" mx="auto" mb="6" borderRadius="full" />
        <Heading id={headingId} as="h2" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} mb="4">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="lg" lineHeight="tall" mb="8">
          {description}
        </Text>
        <HStack gap="3" justify="center" flexWrap="wrap">
          <Button {...AS_LINK} size="lg" bg="brand.solid" color="brand.contrast">
            <RouterLink to={contactFormHref(community, language)}>
              {m.freeConsultation}
              <ArrowRight aria-hidden="true" />
            </RouterLink>
          </Button>
          <Button {...AS_LINK} size="lg" variant="outline">
            <RouterLink to={pathTo('portfolio')}>{m.rebuilds}</RouterLink>
          </Button>
        </HStack>
      </Container>
    </Box>
  );
}
