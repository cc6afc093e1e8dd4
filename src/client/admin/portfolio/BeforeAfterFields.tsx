import { Box, Button, chakra, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { LIMITS } from '../../../common/constants';
import { AREAS_AND_PHOTOS } from '../../../common/messages';
import type { BeforeAfterPair } from '../../../common/schemas/portfolio';
import { FormField } from '../../components/FormField';
import { SafeImage } from '../../components/SafeImage';
import type { ProjectFormValues } from './projectForm';

const SIDES = [
  ['before', AREAS_AND_PHOTOS.beforeLabel],
  ['after', AREAS_AND_PHOTOS.afterLabel],
] as const;

/**
 * The project's before/after pairs: for each, the owner picks a "before" and an "after" among the
 * project's photos, which its page and its quick view compare with a divider (as a before/after section does).
 * A side not chosen yet is asked for when the project is saved; a photo taken out of the project takes its
 * pairs with it (ProjectFormFields).
 */
const ThumbButton = chakra('button');

export function BeforeAfterFields({
  values,
  error,
  onChange,
}: {
  values: ProjectFormValues;
  error: string | undefined;
  onChange: (pairs: BeforeAfterPair[]) => void;
}) {
  const pairs = values.beforeAfter;
  if (values.imageUrls.length < 2 && pairs.length === 0) return null;
  const photos = new Set(values.imageUrls);
  const set = (index: number, change: Partial<BeforeAfterPair>) =>
    onChange(pairs.map((pair, position) => (position === index ? { ...pair, ...change } : pair)));
  const nameOf = (url: string, index: number) => {
    const alt = values.imageDetails[url]?.alt.trim();
    return alt ? `Photo ${index + 1}: ${alt}` : `Photo ${index + 1}`;
  };
  return (
    <Box as="fieldset" border="0" p="0" m="0" minW="0">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
        {AREAS_AND_PHOTOS.beforeAfterHeading}
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Pick two of the project's photos of the same place, before and after the work: its page and its quick
        view compare them with a divider the visitor moves.
      </Text>
      {error && (
        <Text fontSize="sm" color="fg.error" mb="3" role="alert">
          {error}
        </Text>
      )}
      <Stack as="ol" listStyleType="none" gap="4" aria-label={AREAS_AND_PHOTOS.beforeAfterHeading}>
        {pairs.map((pair, index) => (
          <Box
            as="li"
            // Pairs have no id of their own; their place is what the owner sees.
            // biome-ignore lint/suspicious/noArrayIndexKey: a pair is edited in place, never reordered.
            key={index}
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="lg"
            p="3"
            data-testid="before-after-pair"
          >
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {SIDES.map(([side, label]) => {
                const chosen = photos.has(pair[side]) ? pair[side] : '';
                return (
                  <Stack key={side} gap="2">
                    <FormField
                      label={`${label} (pair ${index + 1})`}
                      required
                      error={error && !chosen ? 'Choose a photo' : undefined}
                    >
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          value={chosen}
                          onChange={(event) => set(index, { [side]: event.target.value })}
                        >
                          <option value="">Choose a photo</option>
                          {values.imageUrls.map((url, position) => (
                            <option key={url} value={url}>
                              {nameOf(url, position)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                    {/* The photos themselves to tap, where the list names them only in words. */}
                    <HStack
                      gap="1.5"
                      overflowX="auto"
                      pb="1"
                      role="group"
                      aria-label={`${label} (pair ${index + 1}): photos`}
                    >
                      {values.imageUrls.map((url, position) => (
                        <ThumbButton
                          key={url}
                          type="button"
                          flexShrink={0}
                          w="14"
                          h="14"
                          borderRadius="md"
                          overflow="hidden"
                          borderWidth="2px"
                          borderColor={chosen === url ? 'brand.solid' : 'transparent'}
                          aria-pressed={chosen === url}
                          aria-label={nameOf(url, position)}
                          onClick={() => set(index, { [side]: url })}
                          data-testid="before-after-thumbnail"
                        >
                          <SafeImage src={url} alt="" w="full" h="full" objectFit="cover" />
                        </ThumbButton>
                      ))}
                    </HStack>
                    <Box aspectRatio="3 / 2" borderRadius="md" overflow="hidden" bg="bg.muted">
                      {chosen && <SafeImage src={chosen} alt="" w="full" h="full" objectFit="cover" />}
                    </Box>
                  </Stack>
                );
              })}
            </SimpleGrid>
            <HStack justify="end" mt="3">
              <Button
                size="xs"
                variant="outline"
                onClick={() => onChange(pairs.filter((_pair, position) => position !== index))}
              >
                <Trash2 aria-hidden="true" /> Remove pair {index + 1}
              </Button>
            </HStack>
          </Box>
        ))}
      </Stack>
      {pairs.length < LIMITS.beforeAfterPairsMax && values.imageUrls.length >= 2 && (
        <Button
          size="sm"
          variant="outline"
          mt={pairs.length ? '3' : '0'}
          onClick={() => onChange([...pairs, { before: '', after: '' }])}
        >
          <Plus aria-hidden="true" /> Add a before/after pair
        </Button>
      )}
    </Box>
  );
}
