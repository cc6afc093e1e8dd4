import { Box, Container, Heading, Skeleton, Text } from '@chakra-ui/react';
import { SafeImage } from '../../components/SafeImage';

interface Props {
  title: string;
  description: string;
  loading: boolean;
}

export function ContactHeader({ title, description, loading }: Props) {
  return (
    <Box position="relative" bg="#0b0b0c" color="white" overflow="hidden">
      <SafeImage
        src="/images/about-hero.jpg"
        alt=""
        position="absolute"
        inset="0"
        w="full"
        h="full"
        objectFit="cover"
        width={1920}
        height={900}
        loading="eager"
        fetchPriority="high"
      />
      <Box
        position="absolute"
        inset="0"
        bgImage="linear-gradient(100deg, rgba(0,0,0,0.85) 0%, rgba(0,0,0,0.65) 50%, rgba(0,0,0,0.35) 100%)"
      />
      <Container position="relative" maxW="6xl" pt={{ base: '16', md: '24' }} pb={{ base: '24', md: '32' }}>
        <Text
          fontSize="xs"
          fontWeight="semibold"
          letterSpacing="widest"
          textTransform="uppercase"
          color="brand.accent"
          mb="4"
        >
          Contact
        </Text>
        <Skeleton loading={loading} maxW="3xl" mb="5">
          <Heading as="h1" fontFamily="heading" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.1">
            {title}
          </Heading>
        </Skeleton>
        <Skeleton loading={loading} maxW="2xl">
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" lineHeight="tall">
            {description}
          </Text>
        </Skeleton>
      </Container>
    </Box>
  );
}
