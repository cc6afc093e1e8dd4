/** The booking page's texts in Spanish, as a Southern California contractor writes to his clients (usted). */
import { SITE_TIME_ZONE } from '../../site-time';
import { cityOfZone, formatZoneName } from '../format';
import type { BookingTexts } from './booking-en';

const PREPARE_COMMON = ['Un presupuesto aproximado y para cuándo le gustaría el trabajo'];

export const bookingEs: BookingTexts = {
  metaTitle: 'Agende una consulta',
  metaDescription:
    'Escoja un horario para una consulta gratuita: una visita a su propiedad, una videollamada o una llamada ' +
    'con nuestro equipo en Los Ángeles y el Condado de Orange.',
  eyebrow: 'Consulta gratuita',
  title: 'Agende una consulta',
  intro: 'Escoja cómo prefiere reunirse y el horario que mejor le quede. Toma más o menos un minuto.',
  timeZoneNote: (timeZone) =>
    timeZone === SITE_TIME_ZONE
      ? 'Todos los horarios son hora del Pacífico (Los Ángeles).'
      : `Todos los horarios son ${formatZoneName(timeZone, 'es')} (${cityOfZone(timeZone)}).`,
  kindStep: '¿Cómo prefiere reunirse?',
  dayStep: 'Escoja el día',
  timeStep: 'Escoja la hora',
  detailsStep: 'Sus datos',
  kinds: {
    onsite: {
      name: 'Visita a su propiedad',
      text: 'Vamos a su propiedad, la recorremos con usted y platicamos sobre el proyecto.',
    },
    video: {
      name: 'Videollamada',
      text: 'Una videollamada sobre sus planes; le mandamos el enlace por correo.',
    },
    phone: {
      name: 'Llamada telefónica',
      text: 'Le llamamos al número que nos dé para hablar de su proyecto.',
    },
  },
  minutes: (count) => `${count} minutos`,
  noTimes: 'No hay horarios libres en las próximas semanas. Llámenos o mándenos un mensaje.',
  addressHelper: 'Dónde nos vemos: calle, ciudad y código postal.',
  photosWait: 'Sus fotos todavía se están subiendo: la cita se envía en cuanto terminen.',
  book: 'Reservar este horario',
  failure: {
    taken: 'Lo sentimos, alguien acaba de reservar ese horario. Por favor escoja otro.',
    fields: (fields) => `Por favor revise: ${fields}.`,
    address:
      'Visitamos propiedades dentro de nuestra zona de servicio; escriba la dirección completa con su código ' +
      'postal. Si la propiedad está en otro lugar, elija una videollamada o una llamada por teléfono.',
    time: 'Ese horario ya no se puede reservar. Por favor escoja otro.',
    busy: 'Ha enviado varias solicitudes en poco tiempo. Espere unos minutos e intente de nuevo, o llámenos.',
    other: 'No pudimos guardar su cita. Intente de nuevo o llámenos.',
  },
  confirmed: {
    title: 'Su consulta está agendada',
    with: (name) => `Gracias, ${name}. Será un gusto conocerle.`,
    emailNote: (email) => `Le enviamos la confirmación a ${email}.`,
    prepareTitle: 'Para aprovecharla al máximo',
    prepare: {
      onsite: [
        'Fotos o planos de la propiedad, si los tiene',
        'Cualquier carta de la ciudad o del condado, y las reglas de la HOA',
        ...PREPARE_COMMON,
      ],
      video: ['Fotos del espacio y planos o dibujos para enseñarnos en pantalla', ...PREPARE_COMMON],
      phone: ['Sus preguntas por escrito y la dirección de la propiedad', ...PREPARE_COMMON],
    },
    addToCalendar: 'Agréguela a su calendario',
    ics: 'Apple Calendar u Outlook (.ics)',
    google: 'Google Calendar',
    outlook: 'Outlook.com',
    another: 'Agendar otra consulta',
    change: 'Cambiarla o cancelarla',
  },
  calendarTitle: (kind, company) => `${kind} con ${company}`,
  calendarText: (phone) => `Para cambiar o cancelar su cita, llámenos al ${phone}.`,
  mail: {
    subject: (when, company) => `Su consulta del ${when} - ${company}`,
    booked: (kind, when) => `Quedó agendada su consulta (${kind}) para el ${when}.`,
    calendar: 'Le adjuntamos la invitación: ábrala para agregar la cita a su calendario.',
    changeAt: 'Para cambiarla o cancelarla:',
  },
  reminder: {
    subject: (when, company) => `Recordatorio: su consulta del ${when} - ${company}`,
    tomorrow: (kind, when) => `Le recordamos su consulta (${kind}) del ${when}.`,
    change: (phone) => `Si necesita cambiarla o cancelarla, llámenos al ${phone}.`,
  },
  changed: {
    movedSubject: (when, company) => `Su consulta cambió al ${when} - ${company}`,
    moved: (kind, when) => `Su consulta (${kind}) cambió al ${when}.`,
    cancelledSubject: (when, company) => `Se canceló su consulta del ${when} - ${company}`,
    cancelled: (kind, when) => `Se canceló su consulta (${kind}) del ${when}.`,
  },
  change: {
    title: 'Su consulta',
    invalid: 'Este enlace ya no es válido: la consulta ya pasó o el enlace cambió.',
    cancelled: 'Esta consulta está cancelada.',
    done: {
      moved: 'Su consulta cambió de horario. Ya le avisamos a nuestro equipo.',
      cancelled: 'Su consulta quedó cancelada. Ya le avisamos a nuestro equipo.',
    },
    cancel: 'Cancelar esta consulta',
    pickAnother: 'Cambiarla a otro horario',
    move: 'Cambiar a este horario',
    fixed: 'Esta consulta ya no se puede cambiar aquí. Por favor llámenos.',
  },
  offer: {
    title: '¿Prefiere escoger un horario?',
    text: 'Agende una consulta gratuita (visita a su propiedad, videollamada o llamada) en más o menos un minuto.',
    link: 'Agendar una consulta',
  },
};
