import { Alert, Box, Button, Container, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_PAGE_TEXTS, MESSAGES, TOASTS } from '../../common/messages';
import { ADMIN_PATH, adminTabAt } from '../../common/panel-addresses';
import type { SignInState } from '../../common/schemas/auth';
import { toaster } from '../components/toastStore';
import { trpc } from '../trpc';
import { EnrolStep } from './account/EnrolStep';
import { offerPasskeyLater } from './account/PasskeyOffer';
import {
  askForPasskey,
  cancelPasskeyRequest,
  passkeyFromAutofill,
  passkeysWork,
  wasCancelled,
} from './account/passkey-browser';
import { problemOf } from './account/problem';
import { SecondFactorStep } from './account/SecondFactorStep';
import { offerAlertsLater } from './contact/AlertsOffer';
import { PanelLoading } from './PanelLoading';
import { serverLogin } from './serverLogin';
import { useSession } from './useSession';

/** Where to go once signed in: the panel address that sent the owner here (an "Edit this page" link), or /admin. */
function useReturnAddress() {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && adminTabAt(from) ? from : ADMIN_PATH;
}

/**
 * Passkeys in the username field's autofill (conditional UI): picking one signs in with both factors at once. The
 * request waits in the background while the page is open; `ready` settles once its options are stored, so the
 * password sign-in never races the cookie that holds them.
 */
function usePasskeyAutofill(enabled: boolean, onSignedIn: (state: SignInState) => void) {
  const options = trpc.public.auth.passkeyOptions.useMutation();
  const signIn = trpc.public.auth.passkeySignIn.useMutation({ onSuccess: onSignedIn });
  const ready = useRef<Promise<unknown>>(Promise.resolve());
  const { mutateAsync: getOptions } = options;
  const { mutate: finish } = signIn;
  useEffect(() => {
    if (!enabled || !passkeysWork()) return;
    const asked = getOptions();
    ready.current = asked.catch(() => undefined);
    asked
      .then(({ options: optionsJSON }) => passkeyFromAutofill(optionsJSON))
      .then((response) => response && finish({ response: response as never }))
      .catch(() => {});
    return cancelPasskeyRequest;
  }, [enabled, getOptions, finish]);
  const withButton = async () => {
    try {
      const { options: optionsJSON } = await getOptions();
      finish({ response: (await askForPasskey(optionsJSON)) as never });
    } catch (error) {
      if (!wasCancelled(error))
        toaster.create({ type: 'error', title: 'Passkey sign-in failed', description: problemOf(error) });
    }
  };
  return { ready, withButton, pending: signIn.isPending, error: signIn.error };
}

export default function LoginPage() {
  const { state, signIn } = useSession();
  const navigate = useNavigate();
  const returnTo = useReturnAddress();
  const utils = trpc.useUtils();
  // What the owner typed into the server's form before this page's script took it over.
  const typed = serverLogin();
  const [username, setUsername] = useState(typed?.username ?? '');
  const [password, setPassword] = useState(typed?.password ?? '');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const signedIn = (user: SignInState) => {
    utils.public.auth.me.setData(undefined, user);
    // Whichever way he signed in, the panel then offers alerts on this device if it has none.
    offerAlertsLater();
    if (user.step !== 'done') return;
    toaster.create({ type: 'success', ...TOASTS.loginSuccess });
    navigate(returnTo);
  };
  const passkey = usePasskeyAutofill(state === 'unauthenticated', signedIn);
  const login = trpc.public.auth.login.useMutation({
    retry: false,
    onSuccess: async (user) => {
      // Signed in with a password alone: a passkey is offered in the panel, for next time.
      if (!user.methods.passkey) offerPasskeyLater();
      signedIn(user);
    },
    onError: (error) => {
      toaster.create({
        type: 'error',
        title: TOASTS.loginFailed.title,
        description: error.message || TOASTS.loginFailed.fallback,
      });
    },
  });

  // The server drew the password form for this browser a moment ago: it stays while the session is read again.
  if (state === 'loading' && typed?.step !== 'password') {
    return <PanelLoading title="Admin Login" label="Checking your session" />;
  }
  if (state === 'authenticated') return <Navigate to={returnTo} replace />;
  if (state === 'second-factor' && signIn) {
    return (
      <LoginFrame>
        {signIn.step === 'enrol' ? (
          <EnrolStep signIn={signIn} onDone={() => void utils.public.auth.me.invalidate()} />
        ) : (
          <SecondFactorStep signIn={signIn} onDone={signedIn} />
        )}
      </LoginFrame>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      username: username.trim() ? undefined : MESSAGES.usernameRequired,
      password: password ? undefined : MESSAGES.passwordRequired,
    };
    setErrors(next);
    if (!next.username && !next.password)
      void passkey.ready.current.then(() => login.mutate({ username, password }));
  };

  return (
    <LoginFrame>
      <Alert.Root status="warning" mb="6">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{LOGIN_PAGE_TEXTS.noticeTitle}</Alert.Title>
          <Alert.Description>{LOGIN_PAGE_TEXTS.notice}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root invalid={Boolean(errors.username)} required>
            <Field.Label>
              Username <Field.RequiredIndicator />
            </Field.Label>
            <Input
              autoComplete="username webauthn"
              autoFocus={typed?.focused === 'username'}
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
              autoFocus={typed?.focused === 'password'}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Field.ErrorText>{errors.password}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" size="lg" bg="brand.solid" color="brand.contrast" disabled={login.isPending}>
            {login.isPending ? 'Signing In...' : 'Sign In'}
          </Button>
          {passkeysWork() && (
            <Button
              type="button"
              variant="outline"
              size="lg"
              onClick={() => void passkey.withButton()}
              loading={passkey.pending}
            >
              <KeyRound aria-hidden="true" /> Use a passkey
            </Button>
          )}
        </Stack>
      </form>
    </LoginFrame>
  );
}

/** The login page's card: the sign-in form, or the second-factor step after it. */
function LoginFrame({ children }: { children: React.ReactNode }) {
  return (
    <Box as="main" minH="100vh" bg="brand.muted" py={{ base: '12', md: '24' }}>
      <title>Admin Login</title>
      <Container maxW="md">
        <Box bg="bg" borderRadius="xl" boxShadow="lg" p={{ base: '6', md: '10' }}>
          <Heading as="h1" size="2xl" fontFamily="heading" mb="6" textAlign="center">
            Admin Login
          </Heading>
          {children}
        </Box>
      </Container>
    </Box>
  );
}
