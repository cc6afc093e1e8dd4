import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  IconButton,
  Image,
  Progress,
  SimpleGrid,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2, X } from 'lucide-react';
import { type DragEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { LIMITS } from '../../../common/constants';
import { UPLOAD_LIMITS } from '../../../common/messages';
import { SafeImage } from '../../components/SafeImage';
import { useFormFrame } from '../shared/FormDialog';
import { useImageUploads } from './useImageUploads';
import { ACCEPT } from './validate';

interface ImageUploaderProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** How many images the field holds: 1 for single-image fields (logo, favicon, section image), 50 for projects. */
  max?: number;
  /** Told when uploads start and finish, so a form can hold its Save until every photo is in. */
  onBusyChange?: (busy: boolean) => void;
}

/** A device that can drag a file onto the page: a mouse or a pen that hovers, not a finger. */
const CAN_DROP = '@media (hover: hover) and (pointer: fine)';

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Drop zone + file picker + thumbnails with progress, remove and reorder; the first image is the cover. */
export function ImageUploader({
  label,
  value,
  onChange,
  max = LIMITS.projectImagesMax,
  onBusyChange,
}: ImageUploaderProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const single = max === 1;
  const onUploaded = useCallback(
    (references: string[]) => onChange(single ? references.slice(0, 1) : [...value, ...references]),
    [onChange, single, value],
  );
  const room = single ? 1 : max - value.length;
  const full = room <= 0;
  const uploads = useImageUploads({ room, max, onUploaded });
  useEffect(() => onBusyChange?.(uploads.busy), [uploads.busy, onBusyChange]);
  // In a dialog, photos on their way count as unsaved work: closing asks first.
  const frame = useFormFrame();
  useEffect(() => {
    frame?.setUploading(inputId, uploads.busy);
    return () => frame?.setUploading(inputId, false);
  }, [frame, inputId, uploads.busy]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void uploads.start(event.dataTransfer.files);
  };

  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.accent' : 'border'}
        borderRadius="lg"
        p="5"
        textAlign="center"
        bg={dragging ? 'brand.muted' : undefined}
      >
        <VisuallyHidden asChild>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept={ACCEPT}
            multiple={!single}
            aria-label={label}
            onChange={(event) => {
              if (event.target.files) void uploads.start(Array.from(event.target.files));
              event.target.value = '';
            }}
          />
        </VisuallyHidden>
        <Flex direction="column" align="center" gap="2">
          <ImagePlus aria-hidden="true" />
          {full ? (
            <Text fontSize="sm" color="fg.muted" data-testid="uploader-full">
              {UPLOAD_LIMITS.full(max)}
            </Text>
          ) : (
            // Dropping needs a mouse (or a pen): a phone's finger cannot drag a file here, so it is not offered.
            <Text fontSize="sm" color="fg.muted" display="none" css={{ [CAN_DROP]: { display: 'block' } }}>
              {single
                ? 'Drop an image here, or'
                : `Drop up to ${Math.min(LIMITS.uploadBatchMax, room)} images here, or`}
            </Text>
          )}
          <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={full}>
            Choose {single ? 'image' : 'images'}
          </Button>
          <Text fontSize="xs" color="fg.muted">
            JPG, PNG, GIF, BMP, WEBP, TIFF, SVG, HEIC. Photos over 3 MB are resized before upload.
          </Text>
        </Flex>
      </Box>

      {uploads.items.length > 0 && (
        <Box as="ul" mt="3" aria-label="Uploads" listStyleType="none">
          {uploads.items.map((item) => (
            <HStack as="li" key={item.id} gap="3" py="2" data-upload-state={item.state}>
              <Image src={item.preview} alt="" boxSize="10" objectFit="cover" borderRadius="sm" />
              <Box flex="1" minW="0">
                <Text fontSize="sm" truncate>
                  {item.name}
                </Text>
                {item.state === 'error' ? (
                  <Text fontSize="xs" color="fg.error">
                    {item.message}
                  </Text>
                ) : (
                  <Progress.Root value={item.percent} size="xs" aria-label={`Uploading ${item.name}`}>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                )}
              </Box>
              <Text fontSize="xs" w="10" textAlign="right">
                {item.state === 'error' ? '' : `${item.percent}%`}
              </Text>
              {item.state === 'error' && (
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={`Dismiss ${item.name}`}
                  onClick={() => uploads.dismiss(item.id)}
                >
                  <X />
                </IconButton>
              )}
            </HStack>
          ))}
        </Box>
      )}

      {value.length > 0 && (
        <SimpleGrid
          as="ul"
          columns={{ base: 2, sm: 3, md: 4 }}
          gap="3"
          mt="3"
          aria-label={`${label}: current images`}
          listStyleType="none"
        >
          {value.map((url, index) => (
            <Box as="li" key={url} position="relative" borderWidth="1px" borderRadius="md" overflow="hidden">
              <SafeImage
                src={url}
                alt={`${label} ${index + 1}`}
                // 2 to 4 columns of an admin form: a small variant is plenty.
                sizes="(min-width: 768px) 240px, 50vw"
                aspectRatio="4/3"
                objectFit="cover"
                w="full"
              />
              {index === 0 && !single && (
                <Badge position="absolute" top="1" left="1" colorPalette="yellow">
                  Cover
                </Badge>
              )}
              <HStack justify="center" gap="1" p="1">
                {!single && (
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={`Move image ${index + 1} earlier`}
                    disabled={index === 0}
                    onClick={() => onChange(move(value, index, index - 1))}
                  >
                    <ArrowLeft />
                  </IconButton>
                )}
                {!single && (
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={`Move image ${index + 1} later`}
                    disabled={index === value.length - 1}
                    onClick={() => onChange(move(value, index, index + 1))}
                  >
                    <ArrowRight />
                  </IconButton>
                )}
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <Trash2 />
                </IconButton>
              </HStack>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
