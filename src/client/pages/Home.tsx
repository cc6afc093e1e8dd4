import { PageMeta } from '../components/PageMeta';
import { PageSections } from '../components/sections/PageSections';
import { FeaturedProjects } from '../features/home/FeaturedProjects';
import { FeaturedTestimonials } from '../features/home/FeaturedTestimonials';
import { HomeAbout } from '../features/home/HomeAbout';
import { HomeCta } from '../features/home/HomeCta';
import { HomeHero } from '../features/home/HomeHero';
import { HomeServices } from '../features/home/HomeServices';
import { StatsStrip } from '../features/home/StatsStrip';

/** Home (docs/product.md, Home): its sections in order, then the admin-managed sections of 'homepage'. */
export function HomePage() {
  return (
    <>
      {/* No title: PageMeta then uses home_meta_title / home_meta_description. */}
      <PageMeta />
      <HomeHero />
      <PageSections pageId="homepage" after="hero" />
      <HomeAbout />
      <PageSections pageId="homepage" after="about" />
      <FeaturedProjects />
      <PageSections pageId="homepage" after="featured-projects" />
      <HomeServices />
      <PageSections pageId="homepage" after="services" />
      <StatsStrip />
      <PageSections pageId="homepage" after="stats" />
      <FeaturedTestimonials />
      <PageSections pageId="homepage" after="testimonials" />
      <HomeCta />
      <PageSections pageId="homepage" />
    </>
  );
}
