import { Avatar, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { TOASTS } from '../../common/messages';
import { ThemeToggle } from '../components/ThemeToggle';
import { toaster } from '../components/toastStore';
import { trpc } from '../trpc';

export function AdminHeader({ username }: { username: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = trpc.public.auth.logout.useMutation({
    onSuccess: () => {
      queryClient.clear();
      toaster.create({ type: 'success', ...TOASTS.logoutSuccess });
      navigate('/');
    },
    onError: () => toaster.create({ type: 'error', ...TOASTS.logoutFailed }),
  });
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '8' }}
        py="3"
        align="center"
        justify="space-between"
        gap="4"
      >
        <HStack gap="3">
          <Avatar.Root size="md" bg="brand.solid" color="brand.contrast">
            <Avatar.Fallback>{username.charAt(0).toUpperCase()}</Avatar.Fallback>
          </Avatar.Root>
          <Stack gap="0">
            <Text fontWeight="semibold">Welcome {username}</Text>
            <Text fontSize="sm" color="fg.muted">
              Admin Access
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2">
          <ThemeToggle />
          {/* A new tab: the panel stays where the owner left it, with anything he was typing. */}
          <Button asChild variant="ghost" size="sm" px={{ base: '2', sm: '3' }}>
            <a href="/" target="_blank" rel="noopener" aria-label="View site">
              <ExternalLink aria-hidden="true" />
              <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                View site
              </Box>
            </a>
          </Button>
          <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden="true" /> Logout
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
