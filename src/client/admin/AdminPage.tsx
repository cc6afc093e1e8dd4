import { Container, Heading } from '@chakra-ui/react';

/** Placeholder until the admin-panel issue builds the panel. */
export default function AdminPage() {
  return (
    <Container maxW="6xl" py="24">
      <Heading as="h1">Admin Panel</Heading>
    </Container>
  );
}
