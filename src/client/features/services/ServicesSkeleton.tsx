import { Box, Container, Grid, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';

export function ServicesSkeleton() {
  return (
    <Container
      maxW="7xl"
      pt={{ base: '12', md: '20' }}
      pb="16"
      aria-busy="true"
      data-testid="services-skeleton"
    >
      <VisuallyHidden>Loading services</VisuallyHidden>
      <Stack align="center" gap="4" mb={{ base: '12', md: '16' }}>
        <Skeleton h="4" w="32" />
        <Skeleton h="12" w={{ base: '70%', md: '40%' }} />
        <SkeletonText noOfLines={2} w={{ base: '90%', md: '60%' }} />
      </Stack>
      {[0, 1].map((block) => (
        <Grid
          key={block}
          templateColumns={{ base: '1fr', md: '1fr 1fr' }}
          gap="12"
          mb="16"
          alignItems="center"
        >
          <Skeleton aspectRatio="4/3" borderRadius="2xl" />
          <Box>
            <Skeleton h="8" w="60%" mb="5" />
            <SkeletonText noOfLines={4} gap="3" />
          </Box>
        </Grid>
      ))}
    </Container>
  );
}
