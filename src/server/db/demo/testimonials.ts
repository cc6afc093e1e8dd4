/** Demo testimonials seeded into an empty site (see ../seed.ts). Pure data. */

export interface DemoTestimonial {
  clientName: string;
  projectType: string;
  content: string;
  rating: number;
  featured: boolean;
}

/** Newest first. */
export const DEMO_TESTIMONIALS: DemoTestimonial[] = [
  {
    clientName: 'Daniel & Priya Raman',
    projectType: 'Custom Home Build',
    content:
      'We interviewed five builders for our Malibu house and Summit Coast was the only one who walked the bluff ' +
      'with our geotechnical engineer before giving us a number. That number held. Weekly site meetings, a ' +
      'shared schedule we could actually read, and a crew that treated the house like their own.',
    rating: 5,
    featured: true,
  },
  {
    clientName: 'Maureen Kessler',
    projectType: 'Other',
    content:
      'Losing our home in the Palisades Fire was the hardest thing our family has been through. Summit Coast ' +
      'helped us organize the insurance documentation, handled every permit submittal and kept us informed ' +
      'without overwhelming us. Standing in our new kitchen still feels like a small miracle.',
    rating: 5,
    featured: true,
  },
  {
    clientName: 'Tom Hadley',
    projectType: 'ADU Construction',
    content:
      'Our backyard ADU came in on budget and a week early. They explained the utility and setback questions ' +
      'up front, so there were no surprises with the city. My daughter moved in right after graduation and ' +
      'loves it.',
    rating: 5,
    featured: true,
  },
  {
    clientName: 'Jessica Liu',
    projectType: 'Home Remodel',
    content:
      'We lived in the house during a full remodel with two kids and a dog, which I did not think was possible. ' +
      'The site was swept clean every evening and the project manager texted a photo update each Friday. ' +
      'The kitchen is exactly what we drew on a napkin two years ago, only better.',
    rating: 5,
    featured: false,
  },
  {
    clientName: 'Marco Delgado',
    projectType: 'Commercial Project',
    content:
      'Solid team for our restaurant build-out. A utility delay pushed the final inspection back about three ' +
      'weeks, but they told us the moment they knew and re-sequenced the finishes so we could start training ' +
      'staff on site. The quality of the work is excellent.',
    rating: 4,
    featured: false,
  },
  {
    clientName: 'The Okafor Family',
    projectType: 'Other',
    content:
      'After the Eaton Fire we did not know where to start. Summit Coast sat with us at our kitchen table in ' +
      'a rental, walked us through the rebuild step by step and designed a home that still feels like Altadena. ' +
      'Honest, patient and careful people.',
    rating: 5,
    featured: false,
  },
];
