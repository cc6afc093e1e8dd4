import { Accordion, Box, Container, Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { belowTheFold } from '../../components/belowTheFold';
import { EYEBROW } from '../wildfire/styles';
import { CONTACT_FAQ } from './faq';

export function ContactFaq() {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="brand.muted"
      py={{ base: '16', md: '24' }}
      {...belowTheFold(550, 730)}
    >
      <Container maxW="3xl">
        <Text {...EYEBROW} textAlign="center" mb="3">
          FAQ
        </Text>
        <Heading
          id={headingId}
          as="h2"
          fontFamily="heading"
          fontSize={{ base: '3xl', md: '4xl' }}
          textAlign="center"
          mb="10"
        >
          Frequently Asked Questions
        </Heading>
        <Accordion.Root collapsible variant="plain" data-testid="contact-faq">
          {CONTACT_FAQ.map((entry) => (
            <Accordion.Item
              key={entry.question}
              value={entry.question}
              bg="bg"
              borderRadius="xl"
              mb="3"
              px={{ base: '5', md: '6' }}
              _dark={{ bg: '#0b0b0c' }}
            >
              <Heading as="h3" fontSize="md" fontWeight="semibold">
                <Accordion.ItemTrigger py="5" gap="4" cursor="pointer" fontSize={{ base: 'md', md: 'lg' }}>
                  <Box as="span" flex="1" textAlign="start">
                    {entry.question}
                  </Box>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
              </Heading>
              <Accordion.ItemContent>
                <Accordion.ItemBody pt="0" pb="5" color="fg.muted" lineHeight="tall">
                  {entry.answer}
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Container>
    </Box>
  );
}
