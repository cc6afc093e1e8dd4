import { Box, Button, Container, Flex, Heading, Link, List, SimpleGrid, Text } from '@chakra-ui/react';
import { ArrowRight, CircleCheck, Phone } from 'lucide-react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CommunityId } from '../../../common/constants';
import { AS_LINK } from '../../components/asLink';
import { belowTheFold } from '../../components/belowTheFold';
import { useLanguage } from '../../i18n/language';
import { useMessages } from '../../i18n/useMessages';
import { contactFormHref } from '../contact/contactFormHref';
import { telHref } from '../contact/links';
import type { WildfireContent } from './content';
import { EYEBROW } from './styles';

interface Props {
  content: WildfireContent;
  community: CommunityId;
}

/** What to do today (the checklist) beside who to call (the hotline block). */
export function ChecklistAndHotline({ content, community }: Props) {
  const m = useMessages().wildfire;
  const language = useLanguage();
  const checklistId = useId();
  const hotlineId = useId();
  return (
    <Container maxW="6xl" py={{ base: '16', md: '24' }} {...belowTheFold(1230, 527, [924, 889], [570, 527])}>
      <SimpleGrid columns={{ base: 1, lg: 5 }} gap={{ base: '10', lg: '12' }} alignItems="start">
        <Box as="section" aria-labelledby={checklistId} gridColumn={{ lg: 'span 3' }}>
          <Text {...EYEBROW} mb="3">
            {m.checklistEyebrow}
          </Text>
          <Heading id={checklistId} as="h2" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} mb="8">
            {content.checklistTitle}
          </Heading>
          <List.Root as="ol" variant="plain" gap="3" data-testid="wildfire-checklist">
            {content.checklistItems.map((item) => (
              <List.Item
                key={item}
                alignItems="flex-start"
                gap="3"
                p="4"
                borderRadius="lg"
                borderWidth="1px"
                borderColor="border.muted"
                lineHeight="tall"
              >
                <List.Indicator asChild color="brand.accentText" mt="1" flexShrink={0}>
                  <CircleCheck size={20} aria-hidden="true" />
                </List.Indicator>
                {item}
              </List.Item>
            ))}
          </List.Root>
        </Box>
        <Box
          as="section"
          aria-labelledby={hotlineId}
          gridColumn={{ lg: 'span 2' }}
          position={{ lg: 'sticky' }}
          top={{ lg: '24' }}
          bg="#0b0b0c"
          color="white"
          borderRadius="xl"
          borderTopWidth="4px"
          borderColor="brand.accent"
          p={{ base: '6', md: '8' }}
          boxShadow="0 20px 50px rgba(0,0,0,0.18)"
          _dark={{ bg: '#151517' }}
        >
          <Flex
            align="center"
            justify="center"
            boxSize="12"
            borderRadius="full"
            bg="brand.accent"
            color="black"
            mb="5"
          >
            <Phone size={22} aria-hidden="true" />
          </Flex>
          <Heading id={hotlineId} as="h2" fontFamily="heading" fontSize="2xl" lineHeight="1.25" mb="3">
            {content.contactTitle}
          </Heading>
          <Text color="whiteAlpha.800" lineHeight="tall" mb="6">
            {content.contactDescription}
          </Text>
          <Text fontSize="xs" letterSpacing="widest" textTransform="uppercase" color="brand.accent" mb="1">
            {m.hotline}
          </Text>
          <Link
            href={telHref(content.phone)}
            fontFamily="heading"
            fontSize={{ base: '2xl', md: '3xl' }}
            color="white"
            textDecoration="none"
            _hover={{ color: 'brand.accent' }}
            display="inline-block"
            mb="6"
          >
            {content.phone}
          </Link>
          <Button {...AS_LINK} w="full" size="lg" bg="white" color="black" _hover={{ bg: 'whiteAlpha.900' }}>
            <RouterLink to={contactFormHref(community, language)}>
              {m.sendMessage}
              <ArrowRight aria-hidden="true" />
            </RouterLink>
          </Button>
        </Box>
      </SimpleGrid>
    </Container>
  );
}
