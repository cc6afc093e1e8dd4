import { Text } from '@chakra-ui/react';

/** Placeholder until the admin-panel issue builds this tab. */
export function AdvancedPagesTab() {
  return <Text color="fg.muted">Coming soon.</Text>;
}
