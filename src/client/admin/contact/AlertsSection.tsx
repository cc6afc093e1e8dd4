import { Box, Button, Flex, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Bell, ChevronDown, ChevronUp } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { adminAddressOf, adminTabAt } from '../../../common/panel-addresses';
import { trpc } from '../../trpc';
import { adminCardStyle } from '../shared/EntityRow';
import { LoadError } from '../shared/TabParts';
import { AlertsDevices } from './AlertsDevices';
import { AlertsForm } from './AlertsForm';
import { AlertsTest } from './AlertsTest';
import { NotificationsNotice } from './NotificationsNotice';

/** The section's own address: /admin/contact-forms/alerts opens it. */
export const ALERTS_SUB_TAB = 'alerts';

/**
 * Contact Forms → Alerts (docs/leads.md, Alerts): whether alerts reach the owner, and, opened, where they go (the
 * alert addresses and the mail server), push on this device, the reminder, and "Send test alert".
 */
export function AlertsSection() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const open = adminTabAt(pathname)?.subTab === ALERTS_SUB_TAB;
  const settings = trpc.admin.alerts.get.useQuery(undefined, { enabled: open });
  const toggle = () => navigate(adminAddressOf('contact', open ? undefined : ALERTS_SUB_TAB));
  return (
    <Box {...adminCardStyle} p={{ base: '4', md: '6' }} mb="6" data-testid="alerts-section">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="md" fontFamily="heading" display="flex" alignItems="center" gap="2">
          <Bell size={18} aria-hidden="true" /> Alerts
        </Heading>
        <Button
          size="sm"
          variant="outline"
          onClick={toggle}
          aria-expanded={open}
          aria-controls="alerts-settings"
        >
          {open ? <ChevronUp size={16} aria-hidden="true" /> : <ChevronDown size={16} aria-hidden="true" />}
          {open ? 'Close' : 'Set up alerts'}
        </Button>
      </Flex>
      <Box mt="4" mb={open ? '6' : '0'}>
        <NotificationsNotice />
      </Box>
      {open && (
        <Stack id="alerts-settings" gap="6">
          {settings.isPending ? (
            <Stack gap="3">
              <Skeleton h="10" />
              <Skeleton h="24" />
            </Stack>
          ) : settings.isError ? (
            <LoadError what="the alert settings" onRetry={() => void settings.refetch()} />
          ) : (
            <>
              <AlertsDevices view={settings.data} />
              <Separator />
              <AlertsForm view={settings.data} />
              <Separator />
              <Stack gap="1">
                <Text fontWeight="semibold">Try it</Text>
                <Text fontSize="sm" color="fg.muted">
                  Sends a test e-mail to the alert addresses and a test push to every device above.
                </Text>
              </Stack>
              <AlertsTest />
            </>
          )}
        </Stack>
      )}
    </Box>
  );
}
