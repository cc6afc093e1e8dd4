import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { belowTheFold } from '../../components/belowTheFold';
import { useMessages } from '../../i18n/useMessages';
import { EYEBROW } from '../wildfire/styles';
import { ServiceAreaMapFrame } from './ServiceAreaMapFrame';

export function ServiceAreaMap() {
  const m = useMessages().contact.map;
  const headingId = useId();
  return (
    <Container
      as="section"
      aria-labelledby={headingId}
      maxW="6xl"
      pb={{ base: '16', md: '24' }}
      {...belowTheFold(484, 634, [503, 585], [578, 634])}
    >
      <Text {...EYEBROW} mb="3">
        {m.eyebrow}
      </Text>
      <Heading id={headingId} as="h2" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} mb="3">
        {m.title}
      </Heading>
      <Text color="fg.muted" fontSize="lg" mb="8" maxW="3xl">
        {m.text}
      </Text>
      <Box
        borderRadius="2xl"
        overflow="hidden"
        bg="brand.muted"
        aspectRatio={{ base: '4 / 3', md: '16 / 7' }}
        borderWidth="1px"
        borderColor="border.muted"
      >
        <ServiceAreaMapFrame />
      </Box>
    </Container>
  );
}
