import { Box, Heading, Text } from '@chakra-ui/react';

/** A page's centred opening without a photo: eyebrow, the page's h1, a short gold rule and the intro. */
export function PageHeading({
  eyebrow,
  title,
  description,
}: {
  eyebrow: string;
  title: string;
  description: string;
}) {
  return (
    <>
      <Text
        fontSize="sm"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="widest"
        color="fg.muted"
        mb="3"
      >
        {eyebrow}
      </Text>
      <Heading as="h1" fontFamily="heading" size={{ base: '4xl', md: '5xl' }} lineHeight="shorter" mb="4">
        {title}
      </Heading>
      <Box h="2px" w="16" bg="brand.accent" mx="auto" mb="5" />
      <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
        {description}
      </Text>
    </>
  );
}
