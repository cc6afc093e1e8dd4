import { Box, chakra, Flex } from '@chakra-ui/react';
import { formatTimeOfDay } from '../../../common/i18n/format';
import { useLanguage } from '../../i18n/language';
import { useBookingTexts } from './useBookingTexts';

/** One radio button per free time of the day (each a pill): a plain form field, no script needed. */
export function TimeChoice({ times, timeZone }: { times: readonly string[]; timeZone: string }) {
  const texts = useBookingTexts();
  const language = useLanguage();
  return (
    <Box as="fieldset" mb="8">
      <Box as="legend" fontSize="xl" fontWeight="semibold" mb="1">
        {texts.timeStep}
      </Box>
      <Box color="fg.muted" fontSize="sm" mb="4">
        {texts.timeZoneNote(timeZone)}
      </Box>
      <Flex wrap="wrap" gap="2">
        {times.map((time, index) => (
          <chakra.label
            key={time}
            display="inline-flex"
            alignItems="center"
            gap="2"
            px="3"
            py="2"
            minH="11"
            borderWidth="1px"
            borderRadius="md"
            cursor="pointer"
            _hover={{ borderColor: 'brand.accent' }}
            css={{
              '&:has(input:checked)': { borderColor: 'var(--chakra-colors-brand-accent)', fontWeight: 600 },
            }}
          >
            <input
              type="radio"
              name="startsAt"
              value={time}
              required
              defaultChecked={index === 0 && times.length === 1}
            />
            {formatTimeOfDay(new Date(time), language, timeZone)}
          </chakra.label>
        ))}
      </Flex>
    </Box>
  );
}
