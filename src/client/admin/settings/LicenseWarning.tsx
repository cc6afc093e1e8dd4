import { Alert } from '@chakra-ui/react';
import { LICENSE_MESSAGES } from '../../../common/messages';
import { useStoredSettings } from './useSettingSaver';

/**
 * The business profile's warning while no license number is saved: California asks for it on the website
 * (B&P 7030.5), and until the owner enters theirs the footer of every page shows the sample number.
 */
export function LicenseWarning() {
  const { data, byKey } = useStoredSettings();
  if (!data || byKey.get('company_license_number')?.value.trim()) return null;
  return (
    <Alert.Root status="warning" data-testid="license-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{LICENSE_MESSAGES.missing}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
