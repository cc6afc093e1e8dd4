import { Container, Heading } from '@chakra-ui/react';

/** Placeholder until the public-site issue builds this page. */
export function ContactPage() {
  return (
    <Container maxW="6xl" py="16">
      <Heading as="h1">Contact</Heading>
    </Container>
  );
}
