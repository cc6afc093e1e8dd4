/** Spanish wording of the wildfire-recovery settings, written once and filled in for each community. */
import type { CommunityId } from '../../constants';
import type { Community, CommunityFacts, WildfireCopy } from '../wildfire-copy';

/** Each fire as the Spanish-language news here names it, and the permit office as its own Spanish pages do. */
const SPANISH_FACTS: Readonly<Record<CommunityId, CommunityFacts>> = {
  'pacific-palisades': {
    fire: 'incendio Palisades',
    permitOffice: 'el Departamento de Construcción y Seguridad de Los Ángeles (LADBS)',
    terrain: 'los cañones y acantilados costeros',
  },
  altadena: {
    fire: 'incendio Eaton',
    permitOffice: 'Obras Públicas del Condado de Los Ángeles',
    terrain: 'las laderas al pie de las montañas de San Gabriel',
  },
};

export function spanishWildfireCopy(community: Community): WildfireCopy {
  const name = community.name;
  const { fire, permitOffice, terrain } = SPANISH_FACTS[community.id];
  return {
    pageTitle: `Reconstrucción tras incendio en ${name}`,
    pageSubtitle:
      `Ayudamos a las familias de ${name} a reconstruir después del ${fire} de enero de 2025, desde la primera ` +
      'evaluación del terreno hasta el día en que regresen a casa.',
    emergencyBannerTitle: `Ayuda para reconstruir en ${name}`,
    emergencyBanner:
      `¿Le afectó el ${fire}? Nuestro equipo de recuperación en ${name} ofrece evaluaciones gratuitas del ` +
      'terreno, apoyo con la documentación para el seguro y presupuestos de reconstrucción gratuitos. Llame a ' +
      'nuestra línea de recuperación para empezar.',
    steps: [
      {
        title: 'Respuesta de emergencia',
        timeline: '24 a 48 horas',
        description:
          `Protegemos su propiedad en ${name}, evaluamos los daños estructurales y documentamos todo antes de ` +
          'que empiece la limpieza, para que no se pierda nada de lo que su reclamo necesita.',
        details: [
          'Evaluación de seguridad y de la estructura',
          'Cercas temporales, tapiado y control de erosión',
          'Documentación de todos los daños en fotos y video',
          'Coordinación con las compañías de servicios y las autoridades locales',
        ],
      },
      {
        title: 'Seguro y documentación',
        timeline: '1 a 2 semanas',
        description:
          'Preparamos un presupuesto de reconstrucción detallado, partida por partida, y trabajamos junto con su ' +
          `ajustador para que su reclamo refleje el costo real de reconstruir en ${name}.`,
        details: [
          'Presupuesto detallado del costo de reposición',
          'Reuniones con el ajustador de su aseguradora',
          'Documentación de mejoras exigidas por el código y del retiro de escombros',
          'Orientación sobre el reclamo de gastos adicionales de vivienda',
        ],
      },
      {
        title: 'Planeación de la reconstrucción',
        timeline: '2 a 4 semanas',
        description:
          'Afinamos sus planos, diseñamos la casa conforme a los códigos vigentes contra incendios forestales y ' +
          `llevamos su solicitud de permisos ante ${permitOffice}.`,
        details: [
          'Opciones de diseño para reconstruir igual o darle una nueva vida a su casa',
          'Selección de materiales y sistemas resistentes al fuego',
          `Solicitud de permisos ante ${permitOffice}`,
          'Calendario fijo y presupuesto transparente y detallado',
        ],
      },
      {
        title: 'Reconstrucción completa',
        timeline: '3 a 12 meses',
        description:
          'Nuestras cuadrillas reconstruyen su casa conforme a las normas actuales, con informes semanales para ' +
          `que siempre sepa cómo va su reconstrucción en ${name}.`,
        details: [
          'Gerente de proyecto dedicado e informes semanales de avance',
          'Techo Clase A, ventilas resistentes a brasas y vidrio templado',
          'Programamos y coordinamos todas las inspecciones por usted',
          'Recorrido final y entrega de la garantía',
        ],
      },
    ],
    services: [
      {
        title: 'Construcción resistente al fuego',
        description:
          'Casas construidas según las normas de California para zonas de interfaz urbano-forestal, con ' +
          'revestimiento no combustible, techo Clase A, ventilas resistentes a brasas y ventanas de doble panel ' +
          'con vidrio templado.',
      },
      {
        title: 'Diseño de espacio defendible',
        description:
          `Planes de jardinería y paisajismo para ${terrain} en ${name} que crean las zonas de espacio ` +
          'defendible exigidas alrededor de su casa, sin sacrificar la belleza ni la privacidad.',
      },
      {
        title: 'Respuesta de emergencia',
        description:
          'Protección inmediata del terreno, tapiado, coordinación del retiro de escombros y documentación de ' +
          'daños dentro de las 24 a 48 horas siguientes a su llamada.',
      },
    ],
    contactTitle: `¿Va a reconstruir en ${name}? Hable con nuestro equipo de recuperación`,
    contactDescription:
      `Cuéntenos sobre su propiedad y la cobertura de su seguro. Alguien de nuestro equipo de recuperación en ` +
      `${name} le responderá en menos de 24 horas con los siguientes pasos y una consulta gratuita.`,
    checklistTitle: 'Qué hacer de inmediato',
    checklistItems: [
      `Siga las órdenes oficiales de evacuación y de regreso antes de volver a ${name}`,
      'Tome fotos y video de cada parte de la propiedad antes de empezar cualquier limpieza',
      'Avise a su aseguradora y pida una copia completa de su póliza',
      'Guarde los recibos de vivienda temporal, comidas y reparaciones de emergencia',
      'Consulte a un contratista con licencia antes de firmar cualquier contrato de retiro de escombros o de ' +
        'reconstrucción',
    ],
    ctaTitle: `Comience su reconstrucción en ${name}`,
    ctaDescription:
      'Agende una consulta y un presupuesto gratuitos. Recorremos su terreno, revisamos su póliza con usted y ' +
      'trazamos un plan realista para que su familia vuelva a casa.',
  };
}
