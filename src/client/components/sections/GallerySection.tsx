import { Container } from '@chakra-ui/react';
import { BLANK_PHOTO_DETAIL } from '../../../common/schemas/portfolio';
import { galleryPhotosOf } from '../../../common/section-types';
import { useMessages } from '../../i18n/useMessages';
import { Island } from '../../islands/Island';
import { coloursOf, usePhotoColours } from '../photoColours';
import { SafeHtml } from './SafeHtml';
import { SectionTitles } from './SectionTitles';
import type { SectionProps } from './types';

/**
 * The section image plus any `{"images": [...]}` of its metadata, in a grid whose photos open the portfolio's
 * photo viewer (the gallery-section island), each with what the owner said of it (`imageDetails`, by address).
 */
export function GallerySection({ section, meta }: SectionProps<'gallery'>) {
  const photos = galleryPhotosOf(section.imageUrl, meta.images);
  const details = photos.map((photo) => meta.imageDetails?.[photo] ?? BLANK_PHOTO_DETAIL);
  const colours = coloursOf(usePhotoColours(), photos);
  const { photos: untitled } = useMessages().common;
  return (
    <Container maxW="6xl" py={{ base: '12', md: '16' }}>
      <SectionTitles section={section} />
      <SafeHtml html={section.content} color="fg.muted" mb="6" />
      {photos.length > 0 && (
        <Island
          name="gallerySection"
          props={{ sectionId: section.id, title: section.title.trim() || untitled, photos, details, colours }}
        />
      )}
    </Container>
  );
}
