import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * The dominant colour of one photo the site serves: what a lazy image shows as its background until
 * its bytes arrive (services/photo-colours.ts). Keyed by the photo's name as the image handlers know it,
 * `portfolio/<uuid>` for an uploaded photo and `images/<file>` for a built-in one, never its `/objects/` address:
 * a row here is not a use of the photo (the photo sweep and the backup's image check look for addresses).
 */
const PhotoColourSchema = defineEntity({
  name: 'PhotoColour',
  tableName: 'photo_colours',
  properties: {
    photo: p.string().length(200).primary(),
    /** `#rrggbb` */
    colour: p.string().length(7),
  },
});

export class PhotoColour extends PhotoColourSchema.class {}
PhotoColourSchema.setClass(PhotoColour);
