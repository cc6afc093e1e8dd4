import { Box, Container, Heading, Skeleton, Text } from '@chakra-ui/react';
import { settingsLookup } from '../../common/settings';
import { trpc } from '../trpc';

/** Placeholder home page until the public-site issue: proves the client reads settings through tRPC. */
export function HomePage() {
  const settings = trpc.public.settings.list.useQuery();
  const setting = settingsLookup(settings.data ?? []);
  return (
    <Box as="main" minH="100vh" bg="black" color="white" display="flex" alignItems="center">
      <Container maxW="4xl" py="24">
        {settings.isPending ? (
          <Skeleton height="16" />
        ) : (
          <>
            <Heading as="h1" size="4xl" mb="4">
              {setting('hero_title')}
            </Heading>
            <Text fontSize="xl" color="gray.300">
              {setting('hero_subtitle')}
            </Text>
          </>
        )}
      </Container>
    </Box>
  );
}
