import { Center, Spinner } from '@chakra-ui/react';
import { useMessages } from '../i18n/useMessages';

/** What shows while a page's code is on its way (rarely seen: navigations keep the old page meanwhile). */
export function PageLoading() {
  const { loading } = useMessages().common;
  return (
    <Center minH="60vh">
      <Spinner size="xl" role="status" aria-label={loading} />
    </Center>
  );
}
