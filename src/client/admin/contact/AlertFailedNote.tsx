import { HStack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { trpc } from '../../trpc';

const CHANNELS = { email: 'E-mail', push: 'Push' } as const;
const KINDS = {
  first: '',
  reminder: ' reminder',
  receipt: ' to the visitor',
  meeting: ' reminder to the visitor',
} as const;

/** "Alert failed: …" on a lead whose e-mail or push did not reach the owner (one list for every card). */
export function AlertFailedNote({ submissionId }: { submissionId: number }) {
  const failures = trpc.admin.alerts.failures.useQuery(undefined, { staleTime: 30_000 });
  const own = failures.data?.filter((failure) => failure.submissionId === submissionId) ?? [];
  if (own.length === 0) return null;
  return (
    <>
      {own.map((failure) => (
        <HStack
          key={`${failure.channel}-${failure.kind}`}
          align="start"
          gap="2"
          mb="3"
          color="fg.error"
          fontSize="sm"
          data-testid="alert-failed"
        >
          <TriangleAlert size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text overflowWrap="anywhere">
            Alert failed: {CHANNELS[failure.channel]}
            {KINDS[failure.kind]}: {failure.error}
          </Text>
        </HStack>
      ))}
    </>
  );
}
