import { PhotoHero } from '../../components/PhotoHero';

export function ContactHeader({
  title,
  description,
  loading,
}: {
  title: string;
  description: string;
  loading: boolean;
}) {
  return (
    <PhotoHero
      image="/images/about-hero.jpg"
      eyebrow="Contact"
      title={title}
      description={description}
      loading={loading}
    />
  );
}
