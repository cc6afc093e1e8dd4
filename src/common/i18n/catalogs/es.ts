/**
 * The public site's fixed texts in Spanish, as a Southern California contractor's site writes them for its
 * clients: usted, and the words used here (ADU, remodelación, permisos, presupuesto, consulta gratuita). Names,
 * addresses, phone numbers and the license line stay as they are. The shape is the English catalog's.
 */
import { SERVICE_AREAS } from '../../constants';
import type { Messages } from './en';

const cities = (county: keyof typeof SERVICE_AREAS) => SERVICE_AREAS[county].join(', ');
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const es: Messages = {
  common: {
    serviceRegion: 'Los Ángeles y el Condado de Orange',
    call: (phone) => `Llame al ${phone}`,
    getStarted: 'Comience su proyecto',
    scheduleConsultation: 'Agende una consulta',
    viewOurWork: 'Vea nuestros proyectos',
    letsTalk: 'Hablemos de su proyecto',
    photos: 'Fotos',
    loading: 'Cargando',
  },
  layout: { skipToContent: 'Saltar al contenido' },
  header: {
    home: (siteName) => `${siteName}: página de inicio`,
    mainNav: 'Principal',
  },
  phoneMenu: { open: 'Abrir el menú', nav: 'Menú del teléfono', close: 'Cerrar el menú' },
  theme: { toDark: 'Cambiar al tema oscuro', toLight: 'Cambiar al tema claro' },
  footer: {
    nav: 'Pie de página',
    licenseLookup:
      'Verifique esta licencia en el sitio web de la Junta Estatal de Licencias de Contratistas de California (CSLB)',
  },
  owner: { editThisPage: 'Editar esta página' },
  renderError: {
    title: 'Algo salió mal',
    text: 'Lo sentimos, ocurrió un error inesperado. Intente volver a cargar la página.',
    details: 'Detalles técnicos',
    retry: 'Intentar de nuevo',
    refresh: 'Volver a cargar la página',
  },
  home: {
    heroLabel: 'Presentación',
    aboutEyebrow: 'Quiénes somos',
    learnMore: 'Conozca más sobre nosotros',
    yearsExperience: 'Años de experiencia',
    portfolioEyebrow: 'Nuestro portafolio',
    viewAllProjects: 'Ver todos los proyectos',
    servicesEyebrow: 'Nuestros servicios',
    exploreServices: 'Conozca nuestros servicios',
    highlightsLabel: 'La empresa en cifras',
    // The same figures: a percentage and dollars are written alike in US Spanish.
    satisfactionFigure: '98%',
    satisfaction: 'Clientes satisfechos',
    coverageFigure: '$2M+',
    coverage: 'Cobertura de seguro',
    freeFigure: 'Gratis',
    free: 'Consultas y presupuestos',
    testimonialsEyebrow: 'Testimonios',
    rating: (rating, max) => `${rating} de ${max} estrellas`,
    freeConsultation: 'Pida su consulta gratuita',
    browsePortfolio: 'Vea nuestro portafolio',
  },
  about: {
    title: 'Quiénes somos',
    storyEyebrow: 'Nuestra historia',
    founderEyebrow: 'Conozca a nuestro fundador',
    founderRole: 'Fundador y presidente',
    founderPhoto: (name, company) => `${name}, fundador de ${company}`,
    areaEyebrow: 'Dónde construimos',
    citiesIn: (county) => `Ciudades del ${county}`,
    alsoServed: 'También en:',
    valuesEyebrow: 'Lo que nos guía',
    valuesTitle: 'Nuestros valores',
    valuesText:
      'Cuatro compromisos detrás de cada casa que construimos y de cada relación que cultivamos con nuestros clientes.',
    credentialsEyebrow: 'Credenciales',
    credentialsTitle: 'Certificaciones profesionales',
    credentialsText:
      'Credenciales que usted puede verificar, para contratar con confianza. Pídanos una copia de cualquiera de ellas.',
    contactText:
      'Llámenos o escríbanos para una consulta y un presupuesto gratuitos. Respondemos cada mensaje en menos de 24 horas.',
  },
  services: {
    eyebrow: 'Lo que construimos',
    included: 'Qué incluye',
    whyChoose: (company) => `Por qué elegir ${company}`,
    reasons: [
      {
        title: 'Mano de obra experta',
        description:
          'Carpinteros con años de experiencia y subcontratistas especializados de confianza que cuidan cada detalle, desde la estructura hasta los acabados.',
      },
      {
        title: 'Entrega a tiempo',
        description:
          'Calendarios detallados, informes semanales de avance y permisos tramitados a tiempo mantienen su proyecto en marcha.',
      },
      {
        title: 'Garantía de calidad',
        description:
          'Respaldamos nuestro trabajo con una garantía por escrito y una revisión mucho después de que usted se mude.',
      },
      {
        title: 'Con licencia y seguro',
        description:
          'Contratista general con licencia en California, con fianza y seguro con más de $2M de cobertura para su tranquilidad.',
      },
    ],
    ctaText:
      'La consulta y el presupuesto son gratuitos. Cuéntenos qué tiene en mente y le explicamos paso a paso el diseño, los permisos, el presupuesto y los tiempos.',
    freeConsultation: 'Pida una consulta gratuita',
  },
  portfolio: {
    eyebrow: 'Proyectos destacados',
    categories: {
      'custom-homes': 'Casas a medida',
      remodels: 'Remodelaciones',
      adus: 'ADU',
      commercial: 'Comercial',
      'tenant-improvements': 'Adecuación de locales',
      'fire-rebuild': 'Reconstrucción tras incendio',
    },
    filterNav: 'Filtrar proyectos por categoría',
    listLabel: 'Proyectos',
    empty: 'Todavía no hay proyectos en esta categoría. Vuelva pronto.',
    loadFailed: 'No pudimos cargar nuestros proyectos en este momento. Intente de nuevo en unos minutos.',
    closeProject: 'Cerrar el proyecto',
    openProjectPage: 'Ver la página de este proyecto',
  },
  project: {
    factLabels: { location: 'Ciudad', squareFootage: 'Tamaño' },
    aboutTitle: 'Sobre este proyecto',
    similarTitle: '¿Planea algo parecido?',
    similarText: 'Cuéntenos de su proyecto y le agendamos una consulta gratuita.',
    breadcrumb: 'Ruta de navegación',
    breadcrumbHome: 'Inicio',
    seeAll: 'Vea todos nuestros proyectos',
  },
  photoViewer: {
    photoOf: (name, position, count) => `${name}, foto ${position} de ${count}`,
    previous: 'Imagen anterior',
    next: 'Imagen siguiente',
    thumbnailsTitle: (count) => `Galería (${plural(count, 'foto', 'fotos')})`,
    showPhoto: (position, count) => `Ver la foto ${position} de ${count}`,
    thumbnail: (name, position) => `${name}, foto ${position}`,
    closePhotos: 'Cerrar las fotos',
  },
  beforeAfter: {
    heading: 'Antes y después',
    before: 'Antes',
    after: 'Después',
    control: 'Antes y después: mueva el divisor para comparar',
  },
  contact: {
    eyebrow: 'Contacto',
    requiredNote: {
      before: 'Los campos marcados con un asterisco (',
      after: ') son obligatorios.',
    },
    honeypot: 'Deje este campo vacío',
    send: 'Enviar mensaje',
    sending: 'Enviando...',
    fields: {
      name: { label: 'Nombre', formLabel: 'Nombre' },
      email: { label: 'Correo electrónico', formLabel: 'Correo electrónico' },
      phone: { label: 'Teléfono', formLabel: 'Teléfono' },
      projectType: {
        label: 'Tipo de proyecto',
        formLabel: 'Tipo de proyecto',
        emptyChoice: 'Elija un tipo de proyecto',
      },
      propertyAddress: {
        label: 'Dirección de la propiedad',
        formLabel: 'Dirección de la propiedad',
        helper: 'Opcional: dónde se haría la obra.',
      },
      message: {
        label: 'Mensaje',
        formLabel: 'Mensaje',
        placeholder: 'Cuéntenos de su proyecto, de su propiedad y de sus tiempos.',
      },
    },
    projectTypes: {
      'custom-home-build': 'Construcción de casa a medida',
      'home-remodel': 'Remodelación de casa',
      'adu-construction': 'Construcción de ADU',
      'commercial-project': 'Proyecto comercial',
      'fire-rebuild-altadena': 'Reconstrucción tras incendio: Altadena',
      'fire-rebuild-pacific-palisades': 'Reconstrucción tras incendio: Pacific Palisades',
      other: 'Otro',
    },
    // Shown beside the field it is about: the field's own name would only repeat its label.
    validation: {
      required: () => 'Este campo es obligatorio',
      tooLong: (_label, max) => `Escriba como máximo ${max} caracteres`,
      email: () => 'Escriba un correo electrónico válido, por ejemplo nombre@ejemplo.com',
      phone: 'Escriba un número de teléfono válido (solo números, espacios y + - . ( ))',
      choice: () => 'Elija una de las opciones de la lista',
      singleLine: () =>
        'Escriba el texto en una sola línea, sin caracteres de control ni caracteres invisibles de dirección del texto',
      multiLine: () => 'Quite los caracteres de control o los caracteres invisibles de dirección del texto',
    },
    sent: {
      title: '¡Mensaje enviado!',
      description: 'Le responderemos en menos de 24 horas.',
    },
    failed: 'No se pudo enviar el mensaje',
    fromElsewhere: 'Este formulario solo se puede enviar desde nuestro sitio web.',
    throttled: () =>
      'Recibimos varias solicitudes seguidas desde su conexión. Espere unos minutos e intente de nuevo, o llámenos.',
    failure: {
      network: 'Error de conexión. Revise su conexión a internet e intente de nuevo.',
      server: 'Error del servidor. Intente de nuevo en unos momentos.',
      fields: 'Revise que todos los campos obligatorios estén bien llenados.',
      fallback: 'Intente de nuevo o comuníquese directamente con nosotros.',
    },
    photos: {
      label: 'Fotos (opcional)',
      helper: 'Hasta 5 fotos de la propiedad o de la obra, en JPEG, PNG o WebP, de 10 MB cada una.',
      add: 'Agregar fotos',
      remove: (name) => `Quitar ${name}`,
      uploading: 'Subiendo…',
      attached: 'Fotos adjuntas',
      needScript:
        'Para adjuntar fotos necesita tener JavaScript activado; también puede enviárnoslas por correo electrónico después de mandar su solicitud.',
      tooMany: (max) => `Puede adjuntar hasta ${max} fotos`,
      types: 'Las fotos deben ser imágenes JPEG, PNG o WebP',
      tooLarge: (megabytes) => `Cada foto puede pesar como máximo ${megabytes} MB`,
      uploadFailed: 'No se pudo subir la foto. Intente de nuevo, o envíe la solicitud sin ella',
    },
    thanks: {
      sentTitle: 'Lo que nos envió',
      photoCount: (count) => plural(count, 'foto', 'fotos'),
      nextTitle: 'Qué sigue',
      next: 'Leemos cada solicitud el mismo día hábil. Le llamaremos o le escribiremos para platicar sobre su proyecto y, si hace falta, agendar una visita a la propiedad.',
      callLead: '¿Nos necesita antes?',
      another: 'Enviar otra solicitud',
    },
    acknowledgement: {
      subject: (company) => `Recibimos su solicitud - ${company}`,
      greeting: (name) => `Hola, ${name}:`,
      intro: (company) =>
        `Gracias por comunicarse con ${company}. Su solicitud nos llegó y ya la tiene nuestro equipo.`,
      reply: 'Si quiere agregar algo a su solicitud, solo responda a este correo.',
      phone: 'Teléfono',
      license: (number) => `Licencia de contratista de California n.º ${number}`,
    },
    info: {
      title: 'Información de contacto',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      office: 'Oficina',
      serviceAreas: 'Áreas de servicio',
      hours: 'Horario de atención',
      social: 'Vea nuestros proyectos más recientes y los avances de obra.',
    },
    map: {
      eyebrow: 'Área de servicio',
      title: 'Construimos en todo Los Ángeles y el Condado de Orange',
      text: 'Desde la costa de Malibu hasta las faldas de Pasadena y al sur hasta Dana Point, nuestras cuadrillas nunca están lejos de su obra.',
      frameTitle: 'Mapa de nuestra área de servicio',
    },
    faq: {
      eyebrow: 'Preguntas frecuentes',
      title: 'Lo que más nos preguntan',
      entries: [
        {
          question: '¿Cuánto tiempo toma construir una casa a medida?',
          answer:
            'La construcción de una casa a medida normalmente toma de 8 a 12 meses una vez que se emiten los permisos. ' +
            'Antes vienen el diseño y los permisos, que dependen de la ciudad y del terreno. Antes de empezar la obra ' +
            'usted recibe un calendario por escrito, y lo revisamos con usted cada semana.',
        },
        {
          question: '¿Ustedes se encargan de los permisos y las inspecciones?',
          answer:
            'Sí. Preparamos y presentamos las solicitudes de permisos, respondemos a las correcciones de la revisión de ' +
            'planos (plan check), y programamos y atendemos cada inspección hasta la aprobación final, para que usted ' +
            'nunca tenga que hacer fila en el departamento de construcción.',
        },
        {
          question: '¿En qué zonas trabajan?',
          answer:
            'Construimos en todo el Condado de Los Ángeles y el Condado de Orange: en el Condado de Los Ángeles, entre ' +
            `otras ciudades, en ${cities('Los Angeles County')}; en el Condado de Orange, en ${cities('Orange County')}. ` +
            'Si su ciudad no aparece en la lista, pregúntenos: es muy probable que también trabajemos ahí.',
        },
        {
          question: '¿Ofrecen garantía por su trabajo?',
          answer:
            'Sí. Cada proyecto incluye nuestra garantía de mano de obra por escrito, y le transferimos todas las ' +
            'garantías de los fabricantes de materiales, accesorios y equipos. Antes de la entrega recorremos con usted ' +
            'la casa terminada, y regresamos para una visita de seguimiento después de que se mude.',
        },
        {
          question: '¿Puedo trabajar con mi propio arquitecto?',
          answer:
            'Por supuesto. Con frecuencia construimos con los planos de los arquitectos y diseñadores de nuestros ' +
            'clientes, y con gusto participamos desde el principio para opinar sobre el presupuesto y la factibilidad de ' +
            'la construcción. Si todavía no tiene arquitecto, le recomendamos profesionales de confianza o nos ' +
            'encargamos del diseño y la construcción (design-build).',
        },
      ],
    },
  },
  wildfire: {
    heroEyebrow: (community) => `Recuperación tras incendios · ${community}`,
    assessment: 'Solicite una evaluación gratuita',
    tabsLabel: 'Elija su comunidad',
    stepsEyebrow: 'Nuestro proceso de recuperación',
    stepsTitle: 'Cuatro pasos para volver a casa',
    stepsText: (community) =>
      `Un solo equipo responsable acompaña su propiedad en ${community} desde la primera visita al terreno hasta el recorrido final.`,
    step: (n) => `Paso ${n}: `,
    servicesEyebrow: 'Servicios especializados',
    servicesTitle: 'Reconstruida para resistir el próximo incendio',
    servicesText:
      'Reconstruir después de un incendio forestal exige más de un constructor que un proyecto común. Estos son los servicios que ofrecemos en cada recuperación.',
    checklistEyebrow: 'Empiece hoy',
    hotline: 'Línea de recuperación',
    sendMessage: 'Envíenos un mensaje',
    freeConsultation: 'Agende una consulta gratuita',
    rebuilds: 'Vea nuestras reconstrucciones',
  },
  areas: {
    whoDecides: (city) => `Construir en ${city}: quién decide`,
    permits: 'Permisos',
    typicalWork: (city) => `Nuestro trabajo típico en ${city}`,
    metaTitle: (city) => `Constructores en ${city}`,
    metaDescription: (count, city, jurisdiction) =>
      `${count === 1 ? 'Un proyecto nuestro' : `${count} proyectos nuestros`} en ${city}, y lo que implica construir ahí: ${jurisdiction}`,
    eyebrow: 'Área de servicio',
    title: (city) => `Construcción y remodelación en ${city}`,
    intro: (count, city) =>
      `${count === 1 ? 'Uno de nuestros proyectos está' : `${count} de nuestros proyectos están`} en ${city}. Esto es lo que implica construir ahí.`,
    projectsTitle: (city) => `Nuestros proyectos en ${city}`,
    talk: (city) => `Hablemos de su proyecto en ${city}`,
  },
  notFound: {
    title: 'Página no encontrada',
    hint: 'La dirección que siguió no corresponde a ninguna página de este sitio. Puede que se haya escrito mal o que la página se haya movido. Desde aquí puede seguir:',
    closest: '¿Buscaba este proyecto?',
    portfolio: 'Vea nuestro portafolio',
    contact: 'Contáctenos',
    call: 'Llámenos',
  },
};
