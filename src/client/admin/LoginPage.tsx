import { Container, Heading } from '@chakra-ui/react';

/** Placeholder until the admin-panel issue builds the sign-in form. */
export default function LoginPage() {
  return (
    <Container maxW="md" py="24">
      <Heading as="h1">Admin Login</Heading>
    </Container>
  );
}
