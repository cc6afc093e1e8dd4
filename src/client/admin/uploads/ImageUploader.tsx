import { Box, Button, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { ImagePlus } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { LIMITS } from '../../../common/constants';
import { UPLOAD_LIMITS } from '../../../common/messages';
import { useFormFrame } from '../shared/FormDialog';
import { CurrentImages } from './CurrentImages';
import { UploadProgressList } from './UploadProgressList';
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

/** Drop zone + file picker + thumbnails with progress, remove and reorder; the first image is the cover. */
export function ImageUploader({
  label,
  value,
  onChange,
  max = LIMITS.projectImagesMax,
  onBusyChange,
}: ImageUploaderProps) {
  const inputId = useId();
  const single = max === 1;
  const onUploaded = useCallback(
    (references: string[]) => onChange(single ? references.slice(0, 1) : [...value, ...references]),
    [onChange, single, value],
  );
  const room = single ? 1 : max - value.length;
  const uploads = useImageUploads({ room, max, onUploaded });
  useEffect(() => onBusyChange?.(uploads.busy), [uploads.busy, onBusyChange]);
  // In a dialog, photos on their way count as unsaved work: closing asks first.
  const frame = useFormFrame();
  useEffect(() => {
    frame?.setUploading(inputId, uploads.busy);
    return () => frame?.setUploading(inputId, false);
  }, [frame, inputId, uploads.busy]);

  return (
    <Box>
      <UploadDropZone
        inputId={inputId}
        label={label}
        max={max}
        room={room}
        onFiles={(files) => void uploads.start(files)}
      />
      {uploads.items.length > 0 && <UploadProgressList items={uploads.items} onDismiss={uploads.dismiss} />}
      {value.length > 0 && <CurrentImages label={label} value={value} single={single} onChange={onChange} />}
    </Box>
  );
}

/** Where photos come in: dropped with a mouse or a pen, or chosen with the file picker; closed once the field is full. */
function UploadDropZone({
  inputId,
  label,
  max,
  room,
  onFiles,
}: {
  inputId: string;
  label: string;
  max: number;
  room: number;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const single = max === 1;
  const full = room <= 0;
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
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
            if (event.target.files) onFiles(Array.from(event.target.files));
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
  );
}
