import { BookingPhotos, type BookingPhotosProps } from '../features/booking/BookingPhotos';

/** The booking form's photos: uploaded as they are chosen, their ids posted with the plain form. */
export default function BookingPhotosIsland(props: BookingPhotosProps) {
  return <BookingPhotos {...props} />;
}
