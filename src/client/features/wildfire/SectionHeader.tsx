import { Box, Heading, Text } from '@chakra-ui/react';
import { EYEBROW } from './styles';

interface Props {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  align?: 'start' | 'center';
}

/** Eyebrow, h2 and intro shared by the page's sections; `id` labels the section it heads. */
export function SectionHeader({ id, eyebrow, title, description, align = 'start' }: Props) {
  const centered = align === 'center';
  return (
    <Box maxW="3xl" mx={centered ? 'auto' : undefined} textAlign={centered ? 'center' : 'start'} mb="10">
      <Text {...EYEBROW} mb="3">
        {eyebrow}
      </Text>
      <Heading
        id={id}
        as="h2"
        fontFamily="heading"
        fontSize={{ base: '3xl', md: '4xl' }}
        lineHeight="1.2"
        mb="3"
      >
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" fontSize="lg" lineHeight="tall">
          {description}
        </Text>
      )}
    </Box>
  );
}
