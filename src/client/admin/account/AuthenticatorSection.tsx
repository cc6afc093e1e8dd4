import { Badge, Button, Stack } from '@chakra-ui/react';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { AccountSection } from './AccountSection';
import { ProofDialog } from './ProofDialog';
import { RecoveryCodesList } from './RecoveryCodesList';
import { TotpSetup } from './TotpSetup';

/** The authenticator app (6-digit codes that change every 30 seconds): set up with a QR code, or turned off. */
export function AuthenticatorSection({ on, hasPasskey }: { on: boolean; hasPasskey: boolean }) {
  const utils = trpc.useUtils();
  const [settingUp, setSettingUp] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const remove = trpc.admin.account.removeTotp.useMutation();
  return (
    <AccountSection
      testId="authenticator"
      title="Authenticator app"
      description="A 6-digit code from an app on your phone, new every 30 seconds: a second factor that works without a passkey."
      action={
        on ? (
          <Stack direction="row" align="center" gap="3">
            <Badge colorPalette="green" size="lg">
              On
            </Badge>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRemoving(true)}>
              Turn off
            </Button>
          </Stack>
        ) : (
          !settingUp && (
            <Button variant="outline" onClick={() => setSettingUp(true)}>
              <Smartphone size={16} aria-hidden="true" /> Set up
            </Button>
          )
        )
      }
    >
      {settingUp && !on && (
        <TotpSetup
          onDone={(recovery) => {
            setSettingUp(false);
            setCodes(recovery);
            toaster.create({
              type: 'success',
              title: 'Authenticator app on',
              description: 'Your other devices were signed out.',
            });
            void utils.admin.account.overview.invalidate();
          }}
        />
      )}
      {codes && <RecoveryCodesList codes={codes} />}
      {removing && (
        <ProofDialog
          open
          title="Turn off the authenticator app?"
          message="Its codes will no longer sign you in. Your other devices will be signed out."
          confirmLabel="Turn off"
          hasPasskey={hasPasskey}
          onClose={() => setRemoving(false)}
          onConfirm={async (proof) => {
            await remove.mutateAsync({ proof });
            toaster.create({ type: 'success', title: 'Authenticator app turned off' });
            void utils.admin.account.overview.invalidate();
          }}
        />
      )}
    </AccountSection>
  );
}
