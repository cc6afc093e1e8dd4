import { Skeleton, Stack } from '@chakra-ui/react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers/_app';
import { trpc } from '../../trpc';
import { AuthenticatorSection } from '../account/AuthenticatorSection';
import { PasskeysSection } from '../account/PasskeysSection';
import { PasswordSection } from '../account/PasswordSection';
import { RecoveryCodesSection } from '../account/RecoveryCodesSection';
import { SessionsSection } from '../account/SessionsSection';
import { LoadError, TabHeader } from '../shared/TabParts';

/**
 * The owner's account (docs/security.md): his passkeys, the authenticator app, recovery codes, the
 * devices signed in, and the password. Every change that could lock him out asks for the second factor again.
 */
export function AccountTab() {
  const overview = trpc.admin.account.overview.useQuery();
  return (
    <>
      <TabHeader
        title="Account"
        description={`How you sign in${overview.data ? ` as ${overview.data.username}` : ''}, and where you are signed in.`}
      />
      {overview.isPending ? (
        <Stack gap="4">
          <Skeleton height="32" borderRadius="xl" />
          <Skeleton height="32" borderRadius="xl" />
        </Stack>
      ) : overview.isError ? (
        <LoadError what="your account" onRetry={() => void overview.refetch()} />
      ) : (
        <AccountSections data={overview.data} />
      )}
    </>
  );
}

type Overview = inferRouterOutputs<AppRouter>['admin']['account']['overview'];

function AccountSections({ data }: { data: Overview }) {
  const hasPasskey = data.passkeys.length > 0;
  const hasFactor = hasPasskey || data.totp;
  return (
    <Stack gap="5">
      <PasskeysSection passkeys={data.passkeys} hasFactor={hasFactor} />
      <AuthenticatorSection on={data.totp} hasPasskey={hasPasskey} />
      <RecoveryCodesSection left={data.recoveryCodesLeft} hasFactor={hasFactor} hasPasskey={hasPasskey} />
      <SessionsSection sessions={data.sessions} />
      <PasswordSection changedAt={data.passwordChangedAt} hasFactor={hasFactor} hasPasskey={hasPasskey} />
    </Stack>
  );
}
