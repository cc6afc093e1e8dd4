import { Box, Container, chakra, Heading, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { belowTheFold } from '../../components/belowTheFold';
import { useMessages } from '../../i18n/useMessages';
import { EYEBROW } from '../wildfire/styles';

const Details = chakra('details');
const Summary = chakra('summary');

/**
 * Native disclosure (details/summary): an answer opens on the first click, before any script of ours and
 * without one; the browser exposes each question as an expandable control.
 */
export function ContactFaq() {
  const faq = useMessages().contact.faq;
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="brand.muted"
      py={{ base: '16', md: '24' }}
      {...belowTheFold(600, 510)}
    >
      <Container maxW="3xl">
        <Text {...EYEBROW} textAlign="center" mb="3">
          {faq.eyebrow}
        </Text>
        <Heading
          id={headingId}
          as="h2"
          fontFamily="heading"
          fontSize={{ base: '3xl', md: '4xl' }}
          textAlign="center"
          mb="10"
        >
          {faq.title}
        </Heading>
        <div data-testid="contact-faq">
          {faq.entries.map((entry) => (
            <Details
              key={entry.question}
              bg="bg"
              borderRadius="xl"
              mb="3"
              px={{ base: '5', md: '6' }}
              _dark={{ bg: '#0b0b0c' }}
              css={{ '&[open] > summary svg': { transform: 'rotate(180deg)' } }}
            >
              <Summary
                display="flex"
                alignItems="center"
                gap="4"
                py="5"
                cursor="pointer"
                listStyle="none"
                css={{ '&::-webkit-details-marker': { display: 'none' } }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
              >
                <Heading as="h3" flex="1" fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold">
                  {entry.question}
                </Heading>
                <Box as="span" color="fg.muted" flexShrink="0">
                  <ChevronDown size={18} aria-hidden="true" style={{ transition: 'transform 0.2s' }} />
                </Box>
              </Summary>
              <Text pb="5" color="fg.muted" lineHeight="tall">
                {entry.answer}
              </Text>
            </Details>
          ))}
        </div>
      </Container>
    </Box>
  );
}
