import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Monitor } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { AccountSection } from './AccountSection';
import { whenText } from './when';

interface SessionRow {
  id: string;
  device: string;
  ip: string;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

const everywhereMessage = (others: number) =>
  others === 0
    ? 'This device, the only one signed in now, will be signed out.'
    : `Every signed-in device will be signed out: ${others === 1 ? 'one other' : `${others} others`} and this one.`;

/** The signed-in devices: browser and system, address, first and last seen; sign out one, or all. */
export function SessionsSection({ sessions }: { sessions: SessionRow[] }) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const end = trpc.admin.account.endSession.useMutation({
    onSuccess: () => {
      toaster.create({ type: 'success', title: 'Device signed out' });
      void utils.admin.account.overview.invalidate();
    },
    onError: (error) =>
      toaster.create({ type: 'error', title: 'Could not sign it out', description: error.message }),
  });
  const signedOut = () => {
    queryClient.clear();
    navigate('/login');
  };
  const here = trpc.public.auth.logout.useMutation({ onSuccess: signedOut });
  const everywhere = trpc.public.auth.logoutEverywhere.useMutation({
    onSuccess: () => {
      toaster.create({ type: 'success', title: 'Signed out everywhere' });
      signedOut();
    },
  });
  // Both sign out the phone in the owner's hand: each asks first, so a stray tap does not.
  const [asking, setAsking] = useState<'here' | 'everywhere' | null>(null);
  const others = sessions.filter((session) => !session.current).length;
  return (
    <AccountSection
      testId="sessions"
      title="Signed-in devices"
      description="Every browser signed in to this panel now. Sign out any you do not recognise, then change your password."
      action={
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" size="sm" onClick={() => setAsking('here')} loading={here.isPending}>
            <LogOut size={14} aria-hidden="true" /> Sign out of this device
          </Button>
          <Button
            variant="outline"
            size="sm"
            colorPalette="red"
            onClick={() => setAsking('everywhere')}
            loading={everywhere.isPending}
          >
            Sign out everywhere
          </Button>
          <ConfirmDialog
            open={asking === 'here'}
            title="Sign out of this device?"
            message="You will need your password and your passkey or code to sign in here again."
            confirmLabel="Sign out"
            pending={here.isPending}
            onConfirm={() => here.mutate()}
            onClose={() => setAsking(null)}
          />
          <ConfirmDialog
            open={asking === 'everywhere'}
            title="Sign out everywhere?"
            message={everywhereMessage(others)}
            detail="Use it when a device is lost or you do not recognise one. Then change your password."
            confirmLabel="Sign out everywhere"
            destructive
            pending={everywhere.isPending}
            onConfirm={() => everywhere.mutate()}
            onClose={() => setAsking(null)}
          />
        </HStack>
      }
    >
      <Stack as="ul" gap="0" listStyleType="none" aria-label="Signed-in devices">
        {sessions.map((session) => (
          <Stack
            as="li"
            key={session.id}
            direction={{ base: 'column', sm: 'row' }}
            justify="space-between"
            gap="2"
            py="3"
            borderTopWidth="1px"
            data-testid="session-row"
          >
            <Stack gap="0" minW="0">
              <HStack gap="2" wrap="wrap">
                <Monitor size={14} aria-hidden="true" />
                <Text fontWeight="semibold">{session.device}</Text>
                {session.current && (
                  <Badge colorPalette="green" size="sm">
                    This device
                  </Badge>
                )}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {session.ip} · signed in {whenText(session.createdAt)} · last seen{' '}
                {whenText(session.lastSeenAt)}
              </Text>
            </Stack>
            {!session.current && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                flexShrink={0}
                onClick={() => end.mutate({ id: session.id })}
                loading={end.isPending && end.variables?.id === session.id}
              >
                Sign out
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
    </AccountSection>
  );
}
