import { Box, Container, Heading, Text } from '@chakra-ui/react';

/** The page heading; also all that shows when the settings could not be loaded (spec §8). */
export function ServicesHeader({ title, description }: { title: string; description: string }) {
  return (
    <Container maxW="4xl" pt={{ base: '12', md: '20' }} pb={{ base: '10', md: '16' }} textAlign="center">
      <Text
        fontSize="sm"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="widest"
        color="fg.muted"
        mb="3"
      >
        What We Build
      </Text>
      <Heading as="h1" fontFamily="heading" size={{ base: '4xl', md: '5xl' }} lineHeight="shorter" mb="4">
        {title}
      </Heading>
      <Box h="2px" w="16" bg="brand.accent" mx="auto" mb="5" />
      <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
        {description}
      </Text>
    </Container>
  );
}
