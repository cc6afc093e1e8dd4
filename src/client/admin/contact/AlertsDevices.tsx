import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { BellOff, BellRing, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ALERT_TEXTS } from '../../../common/messages';
import type { AlertSettingsView } from '../../../common/schemas/alerts';
import { formatSiteTime } from '../../../common/site-time';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import {
  currentSubscription,
  deviceLabel,
  PermissionRefused,
  pushSupported,
  subscribeThisDevice,
} from './alertsDevice';

/** Kept in this browser: which device row is its own, to mark it and to turn it off. */
const DEVICE_KEY = 'scb-alert-device-id';

/**
 * Push alerts: "Turn on alerts on this device" (the browser asks for permission, subscribes with the server's
 * key, and the server stores the subscription), and every device that has them, each with its last delivery or
 * failure and a way to turn it off.
 */
export function AlertsDevices({ view }: { view: AlertSettingsView }) {
  const utils = trpc.useUtils();
  const [ownId, setOwnId] = useState<number | null>(() => {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(DEVICE_KEY);
    return stored ? Number(stored) : null;
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = pushSupported();
  const on = ownId !== null && view.devices.some((device) => device.id === ownId);
  // A subscription this browser lost (cleared site data) no longer counts as this device's.
  useEffect(() => {
    if (!supported || ownId === null) return;
    void currentSubscription().then((subscription) => {
      if (!subscription) setOwnId(null);
    });
  }, [supported, ownId]);

  const refresh = () => void utils.admin.alerts.get.invalidate();
  const subscribe = trpc.admin.alerts.subscribe.useMutation();
  const remove = trpc.admin.alerts.removeDevice.useMutation({ onSuccess: refresh });

  const turnOn = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const subscription = await subscribeThisDevice(view.pushPublicKey);
      const saved = await subscribe.mutateAsync({
        endpoint: subscription.endpoint ?? '',
        keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
        deviceLabel: deviceLabel(),
      });
      localStorage.setItem(DEVICE_KEY, String(saved.id));
      setOwnId(saved.id);
      toaster.create({ type: 'success', ...ALERT_TEXTS.deviceOn });
      refresh();
    } catch (error) {
      setProblem(error instanceof PermissionRefused ? ALERT_TEXTS.pushDenied : (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async (id: number) => {
    if (id === ownId) {
      await (await currentSubscription())?.unsubscribe();
      localStorage.removeItem(DEVICE_KEY);
      setOwnId(null);
    }
    await remove.mutateAsync({ id });
    toaster.create({ type: 'success', ...ALERT_TEXTS.deviceOff });
  };

  return (
    <Stack gap="4" data-testid="alert-devices">
      <Stack gap="1">
        <Text fontWeight="semibold">Push alerts on your phone and computer</Text>
        <Text fontSize="sm" color="fg.muted">
          Each new lead appears as a notification; tapping it opens the lead. Turn them on in each browser you
          use.
        </Text>
      </Stack>
      {!supported ? (
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>{ALERT_TEXTS.pushUnsupported}</Alert.Description>
        </Alert.Root>
      ) : on ? (
        <HStack gap="3" wrap="wrap">
          <BellRing size={18} aria-hidden="true" />
          <Text>Alerts are on for this device.</Text>
        </HStack>
      ) : (
        <Button alignSelf="start" variant="outline" onClick={() => void turnOn()} loading={busy}>
          <BellRing size={16} aria-hidden="true" /> Turn on alerts on this device
        </Button>
      )}
      {problem && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {problem}
        </Text>
      )}
      {view.devices.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Devices with alerts on">
          {view.devices.map((device) => (
            <HStack
              as="li"
              key={device.id}
              justify="space-between"
              gap="3"
              borderWidth="1px"
              borderColor="border.muted"
              borderRadius="md"
              px="3"
              py="2"
              wrap="wrap"
            >
              <HStack gap="2" minW="0">
                <Smartphone size={16} aria-hidden="true" />
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium">
                    {device.deviceLabel}
                    {device.id === ownId ? ' (this device)' : ''}
                  </Text>
                  <Text
                    fontSize="xs"
                    color={device.lastError ? 'fg.error' : 'fg.muted'}
                    overflowWrap="anywhere"
                  >
                    {device.lastError
                      ? `Last alert failed: ${device.lastError}`
                      : device.lastSentAt
                        ? `Last alert ${formatSiteTime(device.lastSentAt, { dateStyle: 'medium', timeStyle: 'short' })}`
                        : `On since ${formatSiteTime(device.createdAt, { dateStyle: 'medium' })}`}
                  </Text>
                </Stack>
              </HStack>
              <Button
                size="xs"
                variant="ghost"
                onClick={() => void turnOff(device.id)}
                aria-label={`Turn off alerts on ${device.deviceLabel}`}
              >
                <BellOff size={14} aria-hidden="true" /> Turn off
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
