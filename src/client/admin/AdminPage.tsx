import { Box, Center, Container, Heading, Spinner, Tabs, Text } from '@chakra-ui/react';
import { Navigate } from 'react-router-dom';
import { BrandStyles } from '../components/BrandStyles';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { AdminHeader } from './AdminHeader';
import { ADMIN_TABS } from './tabs';
import { useSession } from './useSession';

/** Signed-out visitors are sent to /login (docs/product.md, Sign-in), as an owner expects. */
export default function AdminPage() {
  const { state, user } = useSession();
  if (state === 'loading') {
    return (
      <Center minH="100vh">
        <Spinner size="xl" aria-label="Loading the admin panel" />
      </Center>
    );
  }
  if (!user) return <Navigate to="/login" replace />;
  return (
    <Box minH="100vh" bg="brand.muted">
      <title>Admin Panel</title>
      <meta name="robots" content="noindex, nofollow" />
      <BrandStyles />
      <AdminHeader username={user.username} />
      <Container as="main" maxW="7xl" py="8">
        <Heading as="h1" size="3xl" fontFamily="heading">
          Admin Panel
        </Heading>
        <Text color="fg.muted" mb="6">
          Manage your portfolio projects and testimonials
        </Text>
        <Tabs.Root defaultValue="portfolio" lazyMount unmountOnExit variant="enclosed" fitted={false}>
          <Box overflowX="auto" pb="1">
            <Tabs.List minW="max-content">
              {ADMIN_TABS.map((tab) => (
                <Tabs.Trigger key={tab.value} value={tab.value}>
                  {tab.label}
                  {tab.Badge && <tab.Badge />}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Box>
          {ADMIN_TABS.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} pt="6">
              <ErrorBoundary>
                <tab.Component />
              </ErrorBoundary>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
    </Box>
  );
}
