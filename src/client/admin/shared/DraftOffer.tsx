import { Alert, Button, HStack } from '@chakra-ui/react';
import { UNSAVED } from '../../../common/messages';
import { formatSiteTime } from '../../../common/site-time';

/** "Restore what you typed?": shown at the top of a dialog whose last visit ended unsaved (shared/useFormState). */
export function DraftOffer({
  savedAt,
  onRestore,
  onDismiss,
}: {
  savedAt: number;
  onRestore: () => void;
  onDismiss: () => void;
}) {
  // On the site's clock, as every time the panel shows (docs/product.md, Admin panel).
  const when = formatSiteTime(new Date(savedAt), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Alert.Root status="info" mb="4" flexWrap="wrap" rowGap="3" data-testid="draft-offer">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="48">
        <Alert.Title>{UNSAVED.restoreQuestion}</Alert.Title>
        <Alert.Description>{UNSAVED.restoreDetail(when)}</Alert.Description>
      </Alert.Content>
      <HStack gap="2" flexShrink={0}>
        <Button size="sm" bg="brand.solid" color="brand.contrast" onClick={onRestore}>
          {UNSAVED.restore}
        </Button>
        <Button size="sm" variant="outline" onClick={onDismiss}>
          {UNSAVED.discardDraft}
        </Button>
      </HStack>
    </Alert.Root>
  );
}
