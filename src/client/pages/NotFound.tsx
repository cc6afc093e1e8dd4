import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../components/PageMeta';

export function NotFoundPage() {
  return (
    <Container maxW="2xl" py={{ base: '24', md: '32' }} textAlign="center">
      <PageMeta title="Page Not Found" />
      <Text fontSize="6xl" fontWeight="bold" color="brand.accentText" lineHeight="1">
        404
      </Text>
      <Heading as="h1" size="3xl" fontFamily="heading" mt="4" mb="3">
        Page Not Found
      </Heading>
      <Text color="fg.muted" mb="8">
        Did you forget to add the page to the router? The address you followed does not match any page of this
        site.
      </Text>
      <Button asChild size="lg" bg="brand.solid" color="brand.contrast">
        <RouterLink to="/">Back to the home page</RouterLink>
      </Button>
    </Container>
  );
}
