/**
 * Spanish wording of the settings every page shares and of the home, contact and portfolio pages, keyed by
 * setting key (each beside its English in the section files). Written for Spanish speakers in Southern California:
 * usted, the terms local contractors use.
 */
import { BRAND } from '../../constants';
import { type County, type OfficeHours, officeHoursText, serviceAreasText } from '../contact';
import { listOf } from '../define';

const SPANISH_COUNTIES: Readonly<Record<County, string>> = {
  'Los Angeles County': 'Condado de Los Ángeles',
  'Orange County': 'Condado de Orange',
};

const SPANISH_DAYS: Readonly<Record<OfficeHours['days'], string>> = {
  'Mon-Fri': 'Lunes a viernes',
  Sat: 'Sábados',
  Sunday: 'Domingos',
};

/** "8:00 AM-6:00 PM" → "8:00 a. m. a 6:00 p. m."; the one line of hours that is words is worded whole. */
function spanishHours(hours: OfficeHours['hours']): string {
  if (hours === 'By appointment only') return 'Solo con cita previa';
  return hours.replace(/ (AM|PM)/g, (_, half) => (half === 'AM' ? ' a. m.' : ' p. m.')).replace('-', ' a ');
}

export const SPANISH_SITE_DEFAULTS: Readonly<Record<string, string>> = {
  company_tagline: 'Construcción y remodelación de lujo en Los Ángeles y el Condado de Orange',

  contact_service_areas: serviceAreasText((county) => SPANISH_COUNTIES[county]),
  contact_title: 'Contáctenos',
  contact_description:
    '¿Listo para platicar sobre su proyecto? Comuníquese con nosotros para una consulta y un presupuesto ' +
    'gratuitos. Respondemos a cada mensaje en menos de 24 horas.',
  contact_form_title: 'Solicite una consulta gratuita',
  contact_form_description:
    'Cuéntenos un poco sobre su proyecto y alguien de nuestro equipo se comunicará con usted en menos de 24 horas.',
  contact_office_hours: officeHoursText(({ days, hours }) => ({
    days: SPANISH_DAYS[days],
    hours: spanishHours(hours),
  })),

  hero_title: 'Construimos las mejores casas del Sur de California',
  hero_subtitle:
    'Casas a medida, remodelaciones de alta gama, ADU y espacios comerciales en Los Ángeles y el Condado de ' +
    'Orange, diseñados con esmero y construidos para durar.',

  homepage_about_title: 'Calidad en cada detalle, confianza en cada obra',
  homepage_about_description_1:
    `Por más de 15 años, ${BRAND.name} ha construido casas a medida, remodelaciones completas y ADU para ` +
    'familias de Los Ángeles y el Condado de Orange. Cada proyecto está a cargo de un equipo dedicado que cuida ' +
    'su casa, sus tiempos y su presupuesto como si fueran nuestros.',
  homepage_about_description_2:
    'Desde la primera consulta gratuita hasta el recorrido final, nos encargamos de la coordinación del diseño, ' +
    'los permisos, las inspecciones y la construcción, todo con un mismo equipo. El resultado es un proceso ' +
    'tranquilo y transparente, y una casa terminada tal como usted la imaginó.',
  service_areas:
    'Damos servicio en el Condado de Los Ángeles y el Condado de Orange, desde Malibu y Beverly Hills hasta ' +
    'Newport Beach y Laguna Beach',
  homepage_credentials:
    'Contratista general con licencia, fianza y seguro de más de $2M, con certificación de seguridad OSHA de 30 horas',
  homepage_management:
    'Cada proyecto tiene su propio gerente de proyecto, con informes semanales de avance y un solo punto de contacto.',
  homepage_about_image_alt: `Equipo de ${BRAND.name} revisando planos en la obra de una casa a medida en Los Ángeles`,
  homepage_portfolio_title: 'Proyectos destacados',
  homepage_portfolio_description:
    'Una selección de casas a medida, remodelaciones y ADU que terminamos recientemente en Los Ángeles y el ' +
    'Condado de Orange.',
  homepage_services_title: 'Lo que construimos',
  homepage_services_description:
    'Construcción integral con un solo equipo responsable, desde casas a medida construidas desde cero hasta ' +
    'remodelaciones bien pensadas, ADU y adaptaciones de locales comerciales.',
  homepage_testimonials_title: 'Lo que dicen nuestros clientes',
  homepage_testimonials_description:
    'Un 98% de clientes satisfechos se gana proyecto por proyecto. Esto es lo que algunos de ellos opinan.',
  homepage_cta_title: '¿Listo para comenzar su proyecto?',
  homepage_cta_description:
    'Agende una consulta y un presupuesto gratuitos. Cuéntenos sus planes y le responderemos en menos de 24 horas.',

  portfolio_title: 'Nuestro portafolio',
  portfolio_description:
    'Conozca las casas a medida, remodelaciones, ADU y proyectos comerciales que hemos construido en Los Ángeles ' +
    'y el Condado de Orange. Seleccione un proyecto para ver los detalles y la galería completa de fotos.',
  portfolio_filter_all_text: 'Todos los proyectos',

  nav_home_text: 'Inicio',
  nav_about_text: 'Nosotros',
  nav_services_text: 'Servicios',
  nav_portfolio_text: 'Portafolio',
  nav_contact_text: 'Contacto',
  nav_wildfire_text: 'Reconstrucción tras incendio',
  nav_cta_text: 'Agende una consulta',

  footer_description:
    'Contratista general con licencia. Construimos casas a medida, remodelaciones, ADU y espacios comerciales en ' +
    'Los Ángeles y el Condado de Orange desde hace más de 15 años.',
  footer_quick_links_title: 'Enlaces rápidos',
  footer_services_title: 'Servicios',
  footer_contact_title: 'Contacto',
  footer_copyright: `© 2024 ${BRAND.name}. Todos los derechos reservados.`,

  site_meta_keywords: listOf(
    'constructor de casas a medida Los Ángeles',
    'remodelación de casas Condado de Orange',
    'construcción de ADU',
    'contratista general',
    'reconstrucción tras incendio',
    'reconstrucción Pacific Palisades',
    'reconstrucción Altadena',
  ),
  home_meta_title: `${BRAND.name} | Casas a medida y remodelaciones en Los Ángeles y el Condado de Orange`,
  home_meta_description:
    'Constructor con licencia en Los Ángeles y el Condado de Orange: casas a medida, remodelaciones de alta gama, ' +
    'ADU y proyectos comerciales. Más de 15 años de experiencia. Consulta y presupuesto gratuitos.',
};
