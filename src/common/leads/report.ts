/** The Google Ads offline-conversion file of won leads (http/lead-report-files.ts). */
export const GOOGLE_ADS_CSV_PATH = '/api/admin/google-ads-conversions.csv';
/** The owner's view of a visitor's photo (http/lead-photos.ts). */
export const leadPhotoUrl = (id: string) => `/api/admin/lead-photos/${id}`;
/** Where a visitor's photos are uploaded (http/lead-photos.ts). */
export const LEAD_PHOTO_UPLOAD_PATH = '/contact/photos';
