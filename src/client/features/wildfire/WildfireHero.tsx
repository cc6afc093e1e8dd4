import { Box, Button, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, Phone } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { Community } from '../../../common/settings/wildfire-copy';
import { SafeImage } from '../../components/SafeImage';
import { telHref } from '../contact/links';
import type { WildfireContent } from './content';

interface Props {
  community: Community;
  content: WildfireContent;
  loading: boolean;
}

/** Full-bleed photo under a dark gradient; the community tabs float over its top edge (see the page). */
export function WildfireHero({ community, content, loading }: Props) {
  return (
    <Box position="relative" bg="#0b0b0c" color="white" overflow="hidden">
      <SafeImage
        src="/images/wildfire.jpg"
        alt=""
        position="absolute"
        inset="0"
        w="full"
        h="full"
        objectFit="cover"
        width={1920}
        height={900}
        loading="eager"
        fetchPriority="high"
      />
      <Box
        position="absolute"
        inset="0"
        bgImage="linear-gradient(100deg, rgba(0,0,0,0.86) 0%, rgba(0,0,0,0.7) 45%, rgba(0,0,0,0.35) 100%)"
      />
      <Container position="relative" maxW="6xl" pt={{ base: '28', md: '36' }} pb={{ base: '16', md: '24' }}>
        <Text
          fontSize="xs"
          fontWeight="semibold"
          letterSpacing="widest"
          textTransform="uppercase"
          color="brand.accent"
          mb="4"
        >
          Wildfire Recovery · {community.name}
        </Text>
        <Skeleton loading={loading} maxW="3xl" mb="5">
          <Heading
            as="h1"
            fontFamily="heading"
            fontSize={{ base: '4xl', md: '6xl' }}
            lineHeight="1.1"
            letterSpacing="tight"
          >
            {content.pageTitle}
          </Heading>
        </Skeleton>
        <Skeleton loading={loading} maxW="2xl" mb="8">
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" lineHeight="tall">
            {content.pageSubtitle}
          </Text>
        </Skeleton>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }}>
          <Button asChild size="lg" bg="brand.accent" color="black" _hover={{ opacity: 0.9 }}>
            <a href={telHref(content.phone)}>
              <Phone aria-hidden="true" />
              Call {content.phone}
            </a>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.700"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <RouterLink to="/contact">
              Request a Free Assessment
              <ArrowRight aria-hidden="true" />
            </RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
