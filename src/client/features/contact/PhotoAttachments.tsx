import {
  Box,
  Button,
  Field,
  HStack,
  IconButton,
  Image,
  SimpleGrid,
  Spinner,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { MAX_LEAD_PHOTOS } from '../../../common/schemas/lead-visit';
import { AS_LINK } from '../../components/asLink';
import { useMessages } from '../../i18n/useMessages';
import type { usePhotoAttachments } from './usePhotoAttachments';

type Photos = ReturnType<typeof usePhotoAttachments>;

/**
 * Up to five photos with the request. The picker needs the page's script (the photos travel on their own
 * tickets, not in the form's post), so without any script it is hidden (`scripting: none`) and the visitor is
 * told to e-mail them instead. A photo chosen before the island woke is picked up when it does.
 */
export function PhotoAttachments({ photos }: { photos: Photos }) {
  const texts = useMessages().contact.photos;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { add } = photos;
  useEffect(() => {
    const chosen = input.current?.files;
    if (chosen?.length) {
      void add([...chosen]);
      if (input.current) input.current.value = '';
    }
  }, [add]);
  const full = photos.attachments.length >= MAX_LEAD_PHOTOS;
  return (
    <>
      <Box css={{ '@media (scripting: none)': { display: 'none' } }}>
        <Field.Root invalid={Boolean(photos.problem)}>
          <Field.Label fontWeight="medium" htmlFor={inputId}>
            {texts.label}
          </Field.Label>
          {/*
            The button is the input's label: a press opens the file chooser at once, by the browser itself, even
            before the page's script has run (a press replayed later would have lost the browser's permission to
            open it). The input stays the one focusable control; its focus ring shows on the label.
          */}
          <VisuallyHidden asChild>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              disabled={full}
              data-lead-photos=""
              aria-describedby={`${inputId}-help`}
              onChange={(event) => {
                const files = [...(event.currentTarget.files ?? [])];
                event.currentTarget.value = '';
                void photos.add(files);
              }}
            />
          </VisuallyHidden>
          <Button
            {...AS_LINK}
            variant="outline"
            size="md"
            data-disabled={full ? '' : undefined}
            css={{
              'input:focus-visible + &': {
                outline: '2px solid',
                outlineColor: 'colorPalette.focusRing',
                outlineOffset: '2px',
              },
            }}
          >
            <label htmlFor={inputId}>
              <ImagePlus aria-hidden="true" />
              {texts.add}
            </label>
          </Button>
          <Text id={`${inputId}-help`} fontSize="sm" color="fg.muted">
            {texts.helper}
          </Text>
          {photos.problem && (
            <Text role="alert" fontSize="sm" color="fg.error" fontWeight="medium">
              {photos.problem}
            </Text>
          )}
        </Field.Root>
        {photos.attachments.length > 0 && (
          <SimpleGrid
            as="ul"
            listStyleType="none"
            gridTemplateColumns="repeat(auto-fill, minmax(5.5rem, 7rem))"
            gap="3"
            mt="3"
            aria-label={texts.attached}
          >
            {photos.attachments.map((item) => (
              <Box as="li" key={item.key} position="relative" data-photo-state={item.state}>
                <Image
                  src={item.preview}
                  alt={item.name}
                  aspectRatio="1"
                  objectFit="cover"
                  w="full"
                  borderRadius="md"
                  opacity={item.state === 'done' ? 1 : 0.5}
                />
                {item.state === 'uploading' && (
                  <HStack position="absolute" inset="0" justify="center" aria-label={texts.uploading}>
                    <Spinner size="sm" />
                  </HStack>
                )}
                <IconButton
                  type="button"
                  aria-label={texts.remove(item.name)}
                  size="2xs"
                  variant="solid"
                  position="absolute"
                  top="1"
                  right="1"
                  borderRadius="full"
                  onClick={() => photos.remove(item.key)}
                >
                  <X aria-hidden="true" />
                </IconButton>
                {item.error && (
                  <Text fontSize="xs" color="fg.error" mt="1" role="alert">
                    {item.error}
                  </Text>
                )}
              </Box>
            ))}
          </SimpleGrid>
        )}
      </Box>
      <Text
        fontSize="sm"
        color="fg.muted"
        display="none"
        css={{ '@media (scripting: none)': { display: 'block' } }}
      >
        {texts.needScript}
      </Text>
    </>
  );
}
