import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { BellRing, ChevronRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { adminAddressOf, leadAddressOf } from '../../../common/panel-addresses';
import { useLeadsSummary } from './NewLeadsCount';

/** "Maria G.": a first name and the last name's initial, enough to know the lead on a screen others may see. */
export function shortName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]?.toUpperCase()}.` : first;
}

/** "2 new requests: Maria G. (Fire Rebuild), John D. (ADU)", with the rest counted when there are more. */
export function newLeadsText(count: number, newest: ReadonlyArray<{ name: string; projectType: string }>) {
  const named = newest.map((lead) => `${shortName(lead.name)} (${lead.projectType})`);
  const more = count - named.length;
  const list = more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
  return `${count} new ${count === 1 ? 'request' : 'requests'}: ${list}`;
}

/**
 * The new leads, one line above the tabs on every tab and width, so the owner sees them first wherever the panel
 * opens: one tap opens the lead (or the inbox, when there are several).
 */
export function NewLeadsLine() {
  const summary = useLeadsSummary();
  const count = summary.data?.newCount ?? 0;
  const newest = summary.data?.newest ?? [];
  if (count === 0) return null;
  const only = count === 1 ? newest[0] : undefined;
  return (
    <Link
      asChild
      display="block"
      mb="4"
      color="fg"
      textDecoration="none"
      _hover={{ textDecoration: 'none', bg: 'blue.subtle' }}
      borderRadius="lg"
      borderWidth="1px"
      borderColor="blue.muted"
      bg="bg.panel"
      px="4"
      py="3"
      data-testid="new-leads-line"
    >
      <RouterLink to={only ? leadAddressOf(only.id) : adminAddressOf('contact')}>
        <Flex align="center" gap="3">
          <Box color="blue.fg" flexShrink={0}>
            <BellRing size={18} aria-hidden="true" />
          </Box>
          <Text flex="1" minW="0" fontWeight="medium" lineClamp={2}>
            {newLeadsText(count, newest)}
          </Text>
          <ChevronRight size={18} aria-hidden="true" />
        </Flex>
      </RouterLink>
    </Link>
  );
}
