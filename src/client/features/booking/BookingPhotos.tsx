import { Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { PhotoAttachments } from '../contact/PhotoAttachments';
import { usePhotoAttachments } from '../contact/usePhotoAttachments';

export interface BookingPhotosProps {
  /** Said while "Book this time" waits for a photo still uploading (the booking texts stay out of the islands). */
  waitText: string;
}

/**
 * The contact form's photo picker inside the plain booking form: each photo goes up on its own ticket as soon as
 * it is chosen, and its id is posted with the form as a hidden `photos` field. A press on "Book this time" while a
 * photo is still uploading is held and sent once the uploads are done, so no photo is left behind.
 */
export function BookingPhotos({ waitText }: BookingPhotosProps) {
  const photos = usePhotoAttachments();
  const place = useRef<HTMLDivElement>(null);
  const uploading = useRef(false);
  uploading.current = photos.uploading;
  const [held, setHeld] = useState(false);

  useEffect(() => {
    const form = place.current?.closest('form');
    if (!form) return;
    const hold = (event: SubmitEvent) => {
      if (!uploading.current) return;
      event.preventDefault();
      setHeld(true);
    };
    form.addEventListener('submit', hold);
    return () => form.removeEventListener('submit', hold);
  }, []);

  useEffect(() => {
    if (!held || photos.uploading) return;
    setHeld(false);
    place.current?.closest('form')?.requestSubmit();
  }, [held, photos.uploading]);

  return (
    <div ref={place}>
      <PhotoAttachments photos={photos} />
      {photos.ids.map((id) => (
        <input key={id} type="hidden" name="photos" value={id} />
      ))}
      {held && (
        <Text role="status" fontSize="sm" mt="2">
          {waitText}
        </Text>
      )}
    </div>
  );
}
