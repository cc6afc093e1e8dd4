import { Box, Container, SimpleGrid, Text } from '@chakra-ui/react';
import { belowTheFold } from '../../components/belowTheFold';
import { useSettings } from '../../hooks/useSettings';
import { useMessages } from '../../i18n/useMessages';
import { darkBand } from './motion';

/** The headline facts (docs/product.md, Home); labels are <dt>, figures <dd>, the figure shown first. */
export function StatsStrip() {
  const { setting } = useSettings();
  const m = useMessages().home;
  const stats = [
    { value: m.satisfactionFigure, label: m.satisfaction },
    { value: setting('about_years_experience'), label: m.yearsExperience },
    { value: m.coverageFigure, label: m.coverage },
    { value: m.freeFigure, label: m.free },
  ];
  return (
    <Box
      as="section"
      aria-label={m.highlightsLabel}
      {...belowTheFold(212, 77, 194, [98, 77])}
      bg={darkBand}
      color="white"
      py={{ base: '14', md: '20' }}
      borderYWidth={{ base: '0', _dark: '1px' }}
      borderColor="whiteAlpha.100"
    >
      <Container maxW="7xl">
        <SimpleGrid as="dl" columns={{ base: 2, lg: 4 }} gapY="10" gapX="6">
          {stats.map((stat, index) => (
            <Box
              key={stat.label}
              data-testid="stat"
              display="flex"
              flexDirection="column-reverse"
              justifyContent="flex-end"
              alignItems="center"
              textAlign="center"
              px="2"
              borderLeftWidth={{ base: index % 2 === 1 ? '1px' : '0', lg: index > 0 ? '1px' : '0' }}
              borderColor="whiteAlpha.200"
            >
              <Text
                as="dt"
                mt="2"
                fontSize="sm"
                letterSpacing="wider"
                textTransform="uppercase"
                color="whiteAlpha.800"
              >
                {stat.label}
              </Text>
              <Text
                as="dd"
                fontFamily="heading"
                fontSize={{ base: '4xl', md: '5xl' }}
                lineHeight="1"
                color="brand.accent"
              >
                {stat.value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
