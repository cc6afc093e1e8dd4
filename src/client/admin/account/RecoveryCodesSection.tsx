import { Button, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { AccountSection } from './AccountSection';
import { ProofDialog } from './ProofDialog';
import { RecoveryCodesList } from './RecoveryCodesList';

/** How many recovery codes are left, and a new set (shown once; the old ones stop working). */
export function RecoveryCodesSection({
  left,
  hasFactor,
  hasPasskey,
}: {
  left: number;
  hasFactor: boolean;
  hasPasskey: boolean;
}) {
  const utils = trpc.useUtils();
  const [asking, setAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const renew = trpc.admin.account.newRecoveryCodes.useMutation();
  return (
    <AccountSection
      testId="recovery-codes-section"
      title="Recovery codes"
      description="If your passkeys and phone are lost, each of these codes signs you in once. Keep them on paper or in a password manager."
      action={
        hasFactor && (
          <Button variant="outline" onClick={() => setAsking(true)}>
            <RefreshCw size={16} aria-hidden="true" /> Make new codes
          </Button>
        )
      }
    >
      {!codes && (
        <Text
          fontWeight="semibold"
          color={left <= 2 && hasFactor ? 'fg.error' : undefined}
          data-testid="recovery-left"
        >
          {hasFactor
            ? `${left} of 10 codes left`
            : 'Set up a passkey or the authenticator app first: the codes come with it.'}
        </Text>
      )}
      {codes && <RecoveryCodesList codes={codes} />}
      {asking && (
        <ProofDialog
          open
          title="Make new recovery codes?"
          message="Your current recovery codes stop working and 10 new ones are shown once."
          confirmLabel="Make new codes"
          hasPasskey={hasPasskey}
          onClose={() => setAsking(false)}
          onConfirm={async (proof) => {
            const result = await renew.mutateAsync({ proof });
            setCodes(result.recoveryCodes);
            toaster.create({ type: 'success', title: 'New recovery codes made' });
            void utils.admin.account.overview.invalidate();
          }}
        />
      )}
    </AccountSection>
  );
}
