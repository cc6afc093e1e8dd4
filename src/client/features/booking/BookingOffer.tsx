import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { AS_LINK } from '../../components/asLink';
import { useLanguage } from '../../i18n/language';
import { bookingPagePath } from './bookingLinks';
import { useBookingTexts } from './useBookingTexts';

/** On the contact page, beside the form: booking a time instead of waiting for a call back. */
export function BookingOffer() {
  const { offer } = useBookingTexts();
  const language = useLanguage();
  return (
    <Box borderWidth="1px" borderColor="brand.accent" borderRadius="xl" p="6" mb="8" bg="bg">
      <Heading as="h2" size="lg" mb="2">
        {offer.title}
      </Heading>
      <Text color="fg.muted" mb="4">
        {offer.text}
      </Text>
      <Button {...AS_LINK} bg="brand.solid" color="brand.contrast" size="lg">
        <a href={bookingPagePath(language)}>{offer.link}</a>
      </Button>
    </Box>
  );
}
