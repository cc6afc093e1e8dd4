import { Container } from '@chakra-ui/react';
import { PageHeading } from '../../components/PageHeading';
import { useMessages } from '../../i18n/useMessages';

/**
 * The page heading; also all that shows when the settings could not be loaded (docs/product.md, Services).
 */
export function ServicesHeader({ title, description }: { title: string; description: string }) {
  const m = useMessages().services;
  return (
    <Container maxW="4xl" pt={{ base: '12', md: '20' }} pb={{ base: '10', md: '16' }} textAlign="center">
      <PageHeading eyebrow={m.eyebrow} title={title} description={description} />
    </Container>
  );
}
