import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';

interface Props {
  title: string;
  text: string;
}

/** The community's urgent notice, lifted over the bottom edge of the hero so it is the first thing read. */
export function EmergencyBanner({ title, text }: Props) {
  const headingId = useId();
  return (
    <Container
      as="section"
      aria-labelledby={headingId}
      maxW="6xl"
      position="relative"
      mt={{ base: '-8', md: '-12' }}
    >
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        gap={{ base: '4', md: '6' }}
        align="flex-start"
        bg="bg"
        p={{ base: '5', md: '8' }}
        borderRadius="xl"
        borderLeftWidth="4px"
        borderColor="brand.accent"
        boxShadow="0 12px 40px rgba(0,0,0,0.12)"
        _dark={{ bg: '#151517', boxShadow: '0 12px 40px rgba(0,0,0,0.5)' }}
      >
        <Flex
          flexShrink={0}
          align="center"
          justify="center"
          boxSize={{ base: '10', md: '12' }}
          borderRadius="full"
          bg={{ _light: 'rgba(212,175,55,0.14)', _dark: 'rgba(212,175,55,0.16)' }}
          color="brand.accentText"
        >
          <TriangleAlert size={22} aria-hidden="true" />
        </Flex>
        <Box flex="1">
          <Heading as="h2" fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} mb="2">
            {title}
          </Heading>
          <Text color="fg.muted" lineHeight="tall">
            {text}
          </Text>
        </Box>
      </Flex>
    </Container>
  );
}
