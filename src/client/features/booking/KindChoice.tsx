import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { ConsultationKind } from '../../../common/booking/kinds';
import { useLanguage } from '../../i18n/language';
import { bookingPagePath } from './bookingLinks';
import { ChoiceLink } from './ChoiceLink';
import { useBookingTexts } from './useBookingTexts';

interface KindChoiceProps {
  kinds: ReadonlyArray<{ kind: ConsultationKind; minutes: number }>;
  chosen?: ConsultationKind;
}

/** The kinds offered, each a link to the page with it chosen (the chosen one marked as the current page). */
export function KindChoice({ kinds, chosen }: KindChoiceProps) {
  const texts = useBookingTexts();
  const language = useLanguage();
  return (
    <Box as="section" aria-labelledby="booking-kind">
      <Heading as="h2" id="booking-kind" size="lg" mb="4">
        {texts.kindStep}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {kinds.map(({ kind, minutes }) => {
          return (
            <ChoiceLink
              key={kind}
              href={bookingPagePath(language, kind)}
              current={kind === chosen}
              display="block"
              p="4"
              borderWidth="2px"
              borderRadius="lg"
            >
              <Text fontWeight="semibold" fontSize="lg">
                {texts.kinds[kind].name}
              </Text>
              <Text color="fg.muted" fontSize="sm" mb="1">
                {texts.minutes(minutes)}
              </Text>
              <Text fontSize="sm">{texts.kinds[kind].text}</Text>
            </ChoiceLink>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
