import { PhotoHero } from '../../components/PhotoHero';

export function ContactHeader({ title, description }: { title: string; description: string }) {
  return (
    <PhotoHero image="/images/about-hero.jpg" eyebrow="Contact" title={title} description={description} />
  );
}
