import { Center, Spinner } from '@chakra-ui/react';

/** What shows while a page's code is on its way (rarely seen: navigations keep the old page meanwhile). */
export function PageLoading() {
  return (
    <Center minH="60vh">
      <Spinner size="xl" role="status" aria-label="Loading" />
    </Center>
  );
}
