import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Award, Clock, Handshake, type LucideIcon, ShieldCheck } from 'lucide-react';
import { ABOUT_VALUE_COUNT } from '../../../common/settings';
import { belowTheFold } from '../../components/belowTheFold';
import { useSettings } from '../../hooks/useSettings';
import { useMessages } from '../../i18n/useMessages';
import { cardHover, fadeUp } from '../home/motion';
import { SectionIntro } from '../home/SectionIntro';
import { IconDisc } from './IconDisc';

/** The icon of each core value, by position; the words are settings (about_value{n}_title, _description). */
const VALUE_ICONS: readonly LucideIcon[] = [Award, Handshake, Clock, ShieldCheck];

export function CoreValues() {
  const { setting } = useSettings();
  const m = useMessages().about;
  const values = Array.from({ length: ABOUT_VALUE_COUNT }, (_, index) => ({
    id: `about_value${index + 1}`,
    icon: VALUE_ICONS[index % VALUE_ICONS.length] ?? Award,
    title: setting(`about_value${index + 1}_title`),
    description: setting(`about_value${index + 1}_description`),
  }));
  return (
    <Box
      as="section"
      aria-labelledby="values-title"
      py={{ base: '16', md: '24' }}
      {...belowTheFold(1334, 472, [774, 699], [548, 472])}
    >
      <Container maxW="7xl">
        <SectionIntro
          id="values-title"
          eyebrow={m.valuesEyebrow}
          title={m.valuesTitle}
          description={m.valuesText}
        />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6" mt={{ base: '10', md: '14' }}>
          {values.map(({ id, icon, title, description }, index) => (
            <Box
              key={id}
              as="article"
              data-testid="core-value"
              p="8"
              bg="bg"
              borderRadius="xl"
              borderWidth="1px"
              borderColor="border.muted"
              boxShadow="sm"
              {...cardHover}
              {...fadeUp(index)}
            >
              <IconDisc icon={icon} />
              <Heading as="h3" fontFamily="heading" fontWeight="semibold" fontSize="xl" mt="6">
                {title}
              </Heading>
              <Text mt="3" color="fg.muted" lineHeight="tall" fontSize="sm">
                {description}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
