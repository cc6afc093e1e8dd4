import { Box, Button, chakra, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { BLANK_PHOTO_DETAIL, focusPosition, type PhotoDetail } from '../../../common/schemas/portfolio';
import { FormField } from '../../components/FormField';
import { SafeImage } from '../../components/SafeImage';

const FocusButton = chakra('button');

const percent = (value: number) => Math.round(Math.min(100, Math.max(0, value)));

/**
 * What the owner says of each photo of a project or a gallery section: its description for
 * people who cannot see it (required before a project is saved), with a suggestion to start from, an optional
 * caption, and its focal point, set by a press on the photo or by the two sliders, that every crop of it on the
 * site keeps in view. The details are kept by the photo's address, so they follow it when it moves.
 */
export function PhotoDetailsFields({
  urls,
  details,
  suggestion: suggestionFor,
  required,
  error,
  onChange,
  translationOf,
}: {
  urls: readonly string[];
  details: Readonly<Record<string, PhotoDetail>>;
  /** The alt text offered for the photo at this place. */
  suggestion: (index: number) => string;
  /** A project's photos must be described; a gallery section's may be. */
  required: boolean;
  error: string | undefined;
  onChange: (details: Record<string, PhotoDetail>) => void;
  /** A stored project's photo's words in another language, under the field holding the English. */
  translationOf?: (url: string, field: 'alt' | 'caption') => ReactNode;
}) {
  if (urls.length === 0) return null;
  const set = (url: string, change: Partial<PhotoDetail>) =>
    onChange({
      ...details,
      [url]: { ...(details[url] ?? BLANK_PHOTO_DETAIL), ...change },
    });
  const pressOnPhoto = (url: string) => (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    set(url, {
      focusX: percent(((event.clientX - box.left) / box.width) * 100),
      focusY: percent(((event.clientY - box.top) / box.height) * 100),
    });
  };
  return (
    <Box as="fieldset" border="0" p="0" m="0" minW="0">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
        Photo descriptions
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Say what each photo shows, for visitors who cannot see it and for search engines. Press a photo where
        its subject is: every crop of it keeps that point in view.
      </Text>
      {error && (
        <Text fontSize="sm" color="fg.error" mb="3" role="alert">
          {error}
        </Text>
      )}
      <Stack gap="4" as="ol" listStyleType="none" aria-label="Photo descriptions">
        {urls.map((url, index) => {
          const detail = details[url] ?? BLANK_PHOTO_DETAIL;
          const suggestion = suggestionFor(index);
          return (
            <Flex
              as="li"
              key={url}
              gap="4"
              direction={{ base: 'column', sm: 'row' }}
              borderWidth="1px"
              borderColor="border.muted"
              borderRadius="lg"
              p="3"
              data-testid="photo-details"
            >
              <Stack gap="2" flexShrink={0} w={{ base: 'full', sm: '40' }}>
                <FocusButton
                  type="button"
                  position="relative"
                  aspectRatio="4 / 3"
                  borderRadius="md"
                  overflow="hidden"
                  cursor="crosshair"
                  bg="bg.muted"
                  aria-label={`Set the focal point of photo ${index + 1} where you press`}
                  onClick={pressOnPhoto(url)}
                >
                  <SafeImage
                    src={url}
                    alt=""
                    w="full"
                    h="full"
                    objectFit="cover"
                    objectPosition={focusPosition(detail)}
                  />
                  <Box
                    aria-hidden="true"
                    position="absolute"
                    left={`${detail.focusX}%`}
                    top={`${detail.focusY}%`}
                    w="4"
                    h="4"
                    ms="-2"
                    mt="-2"
                    borderRadius="full"
                    borderWidth="2px"
                    borderColor="white"
                    bg="brand.solid"
                    boxShadow="0 0 0 1px black"
                  />
                </FocusButton>
                <SimpleGrid columns={2} gap="2" fontSize="xs" color="fg.muted">
                  <label>
                    Across {detail.focusX}%
                    <input
                      type="range"
                      min={0}
                      max={100}
                      value={detail.focusX}
                      aria-label={`Focal point of photo ${index + 1}, across`}
                      onChange={(event) => set(url, { focusX: Number(event.target.value) })}
                      style={{ width: '100%' }}
                    />
                  </label>
                  <label>
                    Down {detail.focusY}%
                    <input
                      type="range"
                      min={0}
                      max={100}
                      value={detail.focusY}
                      aria-label={`Focal point of photo ${index + 1}, down`}
                      onChange={(event) => set(url, { focusY: Number(event.target.value) })}
                      style={{ width: '100%' }}
                    />
                  </label>
                </SimpleGrid>
              </Stack>
              <Stack gap="3" flex="1" minW="0">
                <FormField
                  label={`Photo ${index + 1}: what it shows (alt text)`}
                  required={required}
                  error={required && error && !detail.alt.trim() ? 'Required' : undefined}
                >
                  <Input
                    value={detail.alt}
                    maxLength={300}
                    placeholder={suggestion}
                    onChange={(event) => set(url, { alt: event.target.value })}
                  />
                </FormField>
                {!detail.alt.trim() && (
                  <Button
                    size="xs"
                    variant="outline"
                    alignSelf="start"
                    onClick={() => set(url, { alt: suggestion })}
                  >
                    Use “{suggestion}”
                  </Button>
                )}
                {translationOf?.(url, 'alt')}
                <FormField label="Caption (optional, shown under the photo)" error={undefined}>
                  <Input
                    value={detail.caption}
                    maxLength={300}
                    onChange={(event) => set(url, { caption: event.target.value })}
                  />
                </FormField>
                {translationOf?.(url, 'caption')}
              </Stack>
            </Flex>
          );
        })}
      </Stack>
    </Box>
  );
}
