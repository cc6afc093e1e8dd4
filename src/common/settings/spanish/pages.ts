/**
 * Spanish wording of the About and Services pages' settings: the page texts keyed by setting key, the core values,
 * credentials and services in the order of their English (the section files build the numbered keys of both).
 */
import { BRAND } from '../../constants';
import { type CoreValue, type Credential, DEFAULT_FOUNDER_NAME } from '../about';
import type { ServiceName, ServiceWords } from '../services';

const FOUNDER_FIRST_NAME = DEFAULT_FOUNDER_NAME.split(' ')[0];

export const SPANISH_ABOUT_DEFAULTS: Readonly<Record<string, string>> = {
  about_title: `Conozca a ${BRAND.name}`,
  about_description:
    'Por más de 15 años hemos construido y remodelado casas en Los Ángeles y el Condado de Orange con un ' +
    'principio sencillo: construir cada proyecto como si fuera nuestro.',
  about_founder_bio_1:
    `${DEFAULT_FOUNDER_NAME} tiene más de 15 años construyendo y remodelando casas en todo el Sur de California. ` +
    'Empezó en la obra como carpintero, dirigió cuadrillas en casas a medida desde Malibu hasta Newport Beach y ' +
    `fundó ${BRAND.name} para darles a los propietarios lo que a esta industria tantas veces le falta: ` +
    'presupuestos honestos, comunicación clara y un trabajo que dura por décadas.',
  about_founder_bio_2:
    `Hoy ${FOUNDER_FIRST_NAME} participa personalmente en cada proyecto desde la primera consulta, con el ` +
    'respaldo de un equipo de gerentes de proyecto, maestros de obra y subcontratistas de confianza con quienes ' +
    'trabajamos desde hace años. Ese trato directo explica nuestro 98% de clientes satisfechos, y por eso tantos ' +
    'de nuestros proyectos nos llegan por recomendación.',
  about_service_area_title: 'Servimos a Los Ángeles y el Condado de Orange',
  about_service_area_description:
    'Construimos en todo el Condado de Los Ángeles y el Condado de Orange, desde el Westside y el Valle de San ' +
    'Gabriel hasta las ciudades de playa de la costa del Condado de Orange. ¿No sabe si llegamos a su ' +
    'vecindario? Llámenos; con gusto platicamos.',
};

export const SPANISH_CORE_VALUES: readonly CoreValue[] = [
  {
    title: 'Calidad sin concesiones',
    description:
      'Materiales de primera, mano de obra calificada y una revisión detallada de pendientes en cada obra. ' +
      'Construimos con el estándar que aceptaríamos en nuestra propia casa.',
  },
  {
    title: 'Trabajo en equipo con usted',
    description:
      'Usted trabaja con un solo equipo dedicado desde el primer boceto hasta el recorrido final, con informes ' +
      'semanales y decisiones que tomamos juntos.',
  },
  {
    title: 'Entregas a tiempo',
    description:
      'Calendarios realistas, una secuencia de trabajo bien planeada y pedidos anticipados de los materiales que ' +
      'tardan en llegar mantienen su proyecto en marcha y su fecha de mudanza a la vista.',
  },
  {
    title: 'Confianza e integridad',
    description:
      'Presupuestos transparentes y detallados, y respuestas honestas aunque la noticia no sea la que usted ' +
      'esperaba. Sin sorpresas en la factura final.',
  },
];

export const SPANISH_CREDENTIALS: readonly Credential[] = [
  { title: 'Contratista general con licencia', detail: 'Licencia del estado de California' },
  { title: 'Con fianza y seguro', detail: 'Seguro de responsabilidad civil de más de $2M en cada proyecto' },
  {
    title: 'Certificación de seguridad OSHA de 30 horas',
    detail: 'Capacitación en seguridad en la obra para cada jefe de proyecto',
  },
  {
    title: 'Certificación en construcción ecológica',
    detail: 'Métodos y materiales de construcción sustentables y de bajo consumo de energía',
  },
  {
    title: 'Calificación A+ del Better Business Bureau',
    detail: 'Una larga trayectoria de clientes satisfechos',
  },
];

export const SPANISH_SERVICES_DEFAULTS: Readonly<Record<string, string>> = {
  services_title: 'Nuestros servicios',
  services_description:
    'Desde residencias a medida hasta ADU bien pensadas, ofrecemos construcción integral en Los Ángeles y el ' +
    'Condado de Orange, con un solo equipo responsable, precios transparentes y una calidad que perdura.',
};

/** A service's features are a comma-separated list: no item may hold a comma. */
export const SPANISH_SERVICES: Readonly<Record<ServiceName, ServiceWords>> = {
  custom_homes: {
    title: 'Casas a medida',
    description:
      'Desde residencias en las colinas de Malibu hasta casas frente al mar en Newport Beach, construimos casas ' +
      'únicas pensadas para su manera de vivir. Coordinamos arquitectos, ingenieros e inspectores para que su ' +
      'obra, que normalmente toma de 8 a 12 meses desde el inicio hasta la mudanza, cumpla con el calendario y ' +
      'el presupuesto.',
    features: [
      'Coordinación del diseño arquitectónico',
      'Planeación del terreno y permisos',
      'Supervisión de la ingeniería estructural',
      'Materiales y acabados de primera',
      'Integración de casa inteligente',
      'Construcción de bajo consumo de energía',
    ],
  },
  remodels: {
    title: 'Remodelación de casas',
    description:
      'Cocinas, recámaras principales y remodelaciones de toda la casa con el nivel de acabado que usted ' +
      'esperaría de una construcción nueva. Planeamos el trabajo en torno a su familia, protegemos lo que se ' +
      'queda y entregamos un trabajo limpio y preciso, desde la demolición hasta el último detalle.',
    features: [
      'Remodelación de cocinas y baños',
      'Renovación de toda la casa',
      'Ampliaciones y segundos pisos',
      'Modificaciones estructurales',
      'Gabinetes y carpintería a medida',
    ],
  },
  adu: {
    title: 'Construcción de ADU',
    description:
      'Gane espacio para su familia, sus invitados o un ingreso por renta con una unidad de vivienda adicional ' +
      '(ADU) con todos sus permisos. Lo guiamos en la zonificación, el diseño y las conexiones de servicios, y ' +
      'construimos ADU independientes, adosadas y en garajes convertidos que se sienten como un verdadero hogar.',
    features: [
      'ADU independientes y adosadas',
      'Conversión de garajes',
      'Junior ADU (JADU)',
      'Asesoría en permisos y zonificación',
      'Conexión completa de servicios',
      'Acabados listos para rentar',
    ],
  },
  commercial: {
    title: 'Construcción comercial',
    description:
      'Mejoras para inquilinos, adaptación de locales comerciales y renovación de oficinas con las menores ' +
      'molestias para su negocio. Programamos el trabajo según su operación y le entregamos espacios duraderos, ' +
      'conforme al código y listos para abrir.',
    features: [
      'Mejoras para inquilinos',
      'Adaptación de tiendas y restaurantes',
      'Renovación de oficinas',
      'Adecuaciones de accesibilidad ADA',
      'Horarios según su operación',
    ],
  },
};
