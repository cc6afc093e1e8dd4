import { Box, Flex, Heading, Text } from '@chakra-ui/react';

interface SectionIntroProps {
  eyebrow: string;
  title: string;
  description?: string;
  id?: string;
  align?: 'start' | 'center';
  /** On dark bands the text switches to white; the gold rule stays. */
  inverted?: boolean;
}

/** Eyebrow with a gold rule, the section's h2 and an optional lead paragraph. */
export function SectionIntro({
  eyebrow,
  title,
  description,
  id,
  align = 'center',
  inverted = false,
}: SectionIntroProps) {
  const centered = align === 'center';
  return (
    <Box
      textAlign={centered ? 'center' : 'start'}
      maxW={centered ? '3xl' : 'none'}
      mx={centered ? 'auto' : '0'}
    >
      <Flex align="center" gap="3" justify={centered ? 'center' : 'flex-start'} mb="4">
        <Box as="span" aria-hidden="true" w="8" h="2px" bg="brand.accent" />
        <Text
          as="span"
          fontSize="xs"
          fontWeight="semibold"
          letterSpacing="0.2em"
          textTransform="uppercase"
          color={inverted ? 'whiteAlpha.800' : 'fg.muted'}
        >
          {eyebrow}
        </Text>
      </Flex>
      <Heading
        as="h2"
        id={id}
        fontFamily="heading"
        fontWeight="semibold"
        fontSize={{ base: '3xl', md: '4xl' }}
        lineHeight="1.2"
        color={inverted ? 'white' : 'fg'}
      >
        {title}
      </Heading>
      {description && (
        <Text
          mt="4"
          fontSize={{ base: 'md', md: 'lg' }}
          lineHeight="tall"
          color={inverted ? 'whiteAlpha.800' : 'fg.muted'}
        >
          {description}
        </Text>
      )}
    </Box>
  );
}
