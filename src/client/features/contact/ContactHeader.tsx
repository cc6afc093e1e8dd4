import { PhotoHero } from '../../components/PhotoHero';
import { useMessages } from '../../i18n/useMessages';

export function ContactHeader({ title, description }: { title: string; description: string }) {
  const { eyebrow } = useMessages().contact;
  return (
    <PhotoHero image="/images/about-hero.jpg" eyebrow={eyebrow} title={title} description={description} />
  );
}
