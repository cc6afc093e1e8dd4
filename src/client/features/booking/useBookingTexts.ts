import { type BookingTexts, bookingTextsOf } from '../../../common/i18n/catalogs/booking';
import { useLanguage } from '../../i18n/language';

/** The booking texts of the page's language. */
export const useBookingTexts = (): BookingTexts => bookingTextsOf(useLanguage());
