import {
  Alert,
  Box,
  Button,
  Center,
  Container,
  Field,
  Heading,
  Input,
  Spinner,
  Stack,
} from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES, TOASTS } from '../../common/messages';
import { ADMIN_PATH, adminTabAt } from '../../common/panel-addresses';
import { toaster } from '../components/toastStore';
import { trpc } from '../trpc';
import { useSession } from './useSession';

/** Where to go once signed in: the panel address that sent the owner here (an "Edit this page" link), or /admin. */
function useReturnAddress() {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && adminTabAt(from) ? from : ADMIN_PATH;
}

export default function LoginPage() {
  const { state } = useSession();
  const navigate = useNavigate();
  const returnTo = useReturnAddress();
  const utils = trpc.useUtils();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const login = trpc.public.auth.login.useMutation({
    retry: false,
    onSuccess: async (user) => {
      utils.public.auth.me.setData(undefined, user);
      toaster.create({ type: 'success', ...TOASTS.loginSuccess });
      navigate(returnTo);
    },
    onError: (error) => {
      toaster.create({
        type: 'error',
        title: TOASTS.loginFailed.title,
        description: error.message || TOASTS.loginFailed.fallback,
      });
    },
  });

  if (state === 'loading') {
    return (
      <Center minH="100vh">
        <Spinner size="xl" aria-label="Checking your session" />
      </Center>
    );
  }
  if (state === 'authenticated') return <Navigate to={returnTo} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      username: username.trim() ? undefined : MESSAGES.usernameRequired,
      password: password ? undefined : MESSAGES.passwordRequired,
    };
    setErrors(next);
    if (!next.username && !next.password) login.mutate({ username, password });
  };

  return (
    <Box as="main" minH="100vh" bg="brand.muted" py={{ base: '12', md: '24' }}>
      <title>Admin Login</title>
      <Container maxW="md">
        <Box bg="bg" borderRadius="xl" boxShadow="lg" p={{ base: '6', md: '10' }}>
          <Heading as="h1" size="2xl" fontFamily="heading" mb="6" textAlign="center">
            Admin Login
          </Heading>
          <Alert.Root status="warning" mb="6">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Authorized Access Only</Alert.Title>
              <Alert.Description>
                Access is restricted to authorized personnel. All sign-in attempts are logged and monitored.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <form onSubmit={submit} noValidate>
            <Stack gap="4">
              <Field.Root invalid={Boolean(errors.username)} required>
                <Field.Label>
                  Username <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  autoComplete="username"
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                />
                <Field.ErrorText>{errors.username}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.password)} required>
                <Field.Label>
                  Password <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <Field.ErrorText>{errors.password}</Field.ErrorText>
              </Field.Root>
              <Button
                type="submit"
                size="lg"
                bg="brand.solid"
                color="brand.contrast"
                disabled={login.isPending}
              >
                {login.isPending ? 'Signing In...' : 'Sign In'}
              </Button>
            </Stack>
          </form>
        </Box>
      </Container>
    </Box>
  );
}
