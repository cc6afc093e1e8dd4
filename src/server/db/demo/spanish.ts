/**
 * The demo content's Spanish (./sections.ts, ./projects.ts, ./testimonials.ts), as the owner of a Southern
 * California contractor's site would write it: usted, local construction words. Pure data, keyed by the English
 * it translates; names, places, "Summit Coast", links, images and section metadata are not translated here.
 */
import type { DemoProject } from './projects';
import type { DemoSection } from './sections';

export type SpanishSectionText = Partial<Pick<DemoSection, 'title' | 'subtitle' | 'content' | 'buttonText'>>;

/** By the English section's title (the demo's titles are all different), each field the English has. */
export const SPANISH_DEMO_SECTIONS: Record<string, SpanishSectionText> = {
  'Built Around How You Live': {
    title: 'Una casa hecha a la medida de su forma de vivir',
    subtitle: 'Diseño y construcción integral en Los Ángeles y el Condado de Orange desde 2008',
    content:
      '<p>Cada proyecto empieza con un recorrido por la propiedad y una conversación honesta sobre el alcance, ' +
      'los tiempos y el presupuesto. A partir de ahí, un solo equipo lleva su casa desde los planos para el ' +
      'permiso hasta la inspección final, sin pasar su proyecto de un equipo a otro y sin dejar nada a la ' +
      'suerte.</p>' +
      '<ul><li><strong>Propuestas a precio fijo</strong> con los montos asignados desglosados partida por ' +
      'partida</li>' +
      '<li><strong>Un gerente de proyecto dedicado</strong> y un informe semanal por escrito</li>' +
      '<li><strong>Con licencia, fianza y seguro</strong>, y una garantía de mano de obra por escrito</li></ul>',
    buttonText: 'Vea nuestros proyectos',
  },
  'Palisades Fire Rebuild: Permits Are Moving Faster': {
    title: 'Reconstrucción tras el incendio Palisades: los permisos avanzan más rápido',
    subtitle: 'Muchas reconstrucciones iguales a la casa original califican para una revisión acelerada',
    content:
      '<p>La Ciudad de Los Ángeles agilizó la revisión de planos para las casas que se reconstruyen dentro de ' +
      'la misma área que ocupaba la casa original, y hay varios programas de reducción de cuotas y de ayuda ' +
      'para la reconstrucción abiertos a los propietarios afectados por el incendio. Las reglas para calificar ' +
      'cambian con frecuencia: <strong>revisamos los requisitos vigentes para su terreno</strong> antes de ' +
      'empezar cualquier trabajo de diseño.</p>',
    buttonText: 'Agende una evaluación gratuita del terreno',
  },
  'Building Back Stronger': {
    title: 'Reconstruir más fuerte que antes',
    subtitle: 'Construcción resistente al fuego que se sigue sintiendo como su hogar',
    content:
      '<p>Cada casa de Palisades que reconstruimos cumple o supera las normas del Capítulo 7A de California ' +
      'para zonas de interfaz urbano-forestal, sin renunciar a la luz natural, los materiales cálidos ni la ' +
      'vista.</p>' +
      '<ul><li><strong>Techo Clase A</strong>: metal con junta alzada, teja de concreto o teja compuesta ' +
      'certificada</li>' +
      '<li><strong>Ventilas resistentes a brasas</strong> y aleros cerrados con plafones no combustibles</li>' +
      '<li><strong>Vidrio templado de doble panel</strong> en todas las ventanas y puertas exteriores</li>' +
      '<li><strong>Revestimiento exterior no combustible</strong>, como estuco, fibrocemento o enchapado de ' +
      'piedra</li>' +
      '<li><strong>Una zona de cinco pies resistente a brasas</strong> alrededor de la casa, con pavimento y ' +
      'grava</li></ul>',
    buttonText: 'Vea una reconstrucción terminada',
  },
  'Bring These to Your First Meeting': {
    title: 'Qué traer a su primera reunión',
    subtitle: 'Lo que tenga es un buen comienzo; nosotros le ayudamos a conseguir lo demás',
    content:
      '<ul><li>La página de declaraciones de su póliza de seguro y cualquier correspondencia sobre su ' +
      'reclamo</li>' +
      '<li>Los planos originales, los permisos o un levantamiento topográfico anterior de la propiedad, si los ' +
      'tiene</li>' +
      '<li>Fotos o videos de la casa antes del incendio</li>' +
      '<li>El estado del retiro de escombros y los documentos que certifican la limpieza del terreno</li>' +
      '<li>Una lista corta de lo que más le gustaba de su casa anterior y de lo que cambiaría</li></ul>',
  },
  'Rebuilding Altadena After the Eaton Fire': {
    title: 'Reconstruir Altadena después del incendio Eaton',
    subtitle: 'Un solo equipo, desde el retiro de escombros hasta el día de la mudanza',
    content:
      '<p>El Condado de Los Ángeles abrió un proceso de permisos exclusivo para reconstruir las propiedades ' +
      'afectadas por el incendio Eaton, y muchos proyectos que reconstruyen la casa tal como era califican para ' +
      'una revisión más rápida. Preparamos los planos, nos encargamos de todos los trámites y coordinamos con su ' +
      'aseguradora para que usted pueda concentrarse en su familia.</p>',
    buttonText: 'Hable con nuestro equipo de reconstrucción',
  },
  'Your Rebuild Roadmap': {
    title: 'Su reconstrucción, paso a paso',
    subtitle: 'Qué pasa en cada etapa y más o menos cuándo',
    content:
      '<ul><li><strong>Semanas 1 y 2:</strong> evaluación del terreno, levantamiento topográfico y estudio de ' +
      'suelos</li>' +
      '<li><strong>Semanas 3 a 10:</strong> diseño, ingeniería y detalles resistentes al fuego según el ' +
      'Capítulo 7A</li>' +
      '<li><strong>Semanas 8 a 16:</strong> solicitud de permisos y revisión de planos ante el Condado de Los ' +
      'Ángeles</li>' +
      '<li><strong>Meses 4 a 12:</strong> construcción, inspecciones y recorrido final</li></ul>',
  },
  'Community Rebuild Workshop': {
    title: 'Taller comunitario de reconstrucción',
    subtitle: 'Preguntas y respuestas el sábado por la mañana en el centro comunitario',
    content:
      '<p>Venga a platicar con nuestros gerentes de proyecto y un ingeniero estructural en una sesión gratuita ' +
      'y sin compromiso sobre los tiempos de reconstrucción, los materiales resistentes al fuego y cómo ' +
      'trabajar con el ajustador de su seguro. El café va por nuestra cuenta.</p>',
    buttonText: 'Reserve su lugar',
  },
};

/** A demo photo's alt text in Spanish, worded as the English one is suggested (suggestedAlt). */
export function spanishSuggestedAlt(title: string, location: string, index: number): string {
  const place = location.trim() ? ` en ${location.trim()}` : '';
  return index === 0 ? `${title}${place}` : `${title}${place}, foto ${index + 1}`;
}

/** By the English project title. */
export const SPANISH_DEMO_PROJECTS: Record<string, Pick<DemoProject, 'title' | 'description'>> = {
  'Point Dume Modern Residence': {
    title: 'Residencia moderna en Point Dume',
    description:
      'Una casa contemporánea de dos pisos sobre un acantilado frente al mar, organizada alrededor de una ' +
      'alberca infinita de 60 pies y de ventanales corredizos elevables de piso a techo con vista al Pacífico. ' +
      'El piso superior en voladizo está revestido de fresno termomodificado sobre un marco de acero resistente ' +
      'a momento, calculado para las cargas sísmicas y de viento del terreno. Nos encargamos de la revisión de ' +
      'la Comisión Costera, de una cimentación de pilas perforadas según el estudio geotécnico y de una obra de ' +
      '22 meses, desde el permiso hasta la entrega de llaves.',
  },
  'Alphabet Streets Fire Rebuild': {
    title: 'Reconstrucción tras incendio en Alphabet Streets',
    description:
      'Después de que el incendio Palisades de 2025 se llevó la casa donde esta familia vivió treinta años, la ' +
      'reconstruimos sobre el trazo de la cimentación original, con la revisión acelerada que la ciudad ofrece ' +
      'a quienes reconstruyen la casa tal como era. La nueva casa combina un techo Clase A de metal con junta ' +
      'alzada, ventilas resistentes a brasas y ventanas de doble panel de vidrio templado con la distribución ' +
      'abierta y luminosa que los dueños siempre habían querido. La estructura empezó a levantarse once semanas ' +
      'después del retiro de escombros.',
  },
  'Sunset Park Backyard ADU': {
    title: 'ADU de patio trasero en Sunset Park',
    description:
      'Una ADU independiente de una recámara, con techo de una sola agua, interior abovedado y una pared de ' +
      'puertas corredizas de vidrio que se abre a un jardín compartido. Cocina completa, lavandería y un ' +
      'servicio eléctrico propio de 100 amperes con tubería lista para paneles solares. Los planos preaprobados ' +
      'y un calendario con un solo oficio trabajando a la vez permitieron terminar la obra en 19 semanas.',
  },
  'Tree Section Whole-Home Remodel': {
    title: 'Remodelación de toda la casa en Tree Section',
    description:
      'Una casa anticuada de la década de 1990 convertida en una casa costera moderna y luminosa: muros de carga ' +
      'eliminados con vigas de acero ocultas al ras, una cocina nueva con una isla de cuarcita de 12 pies, pisos ' +
      'de roble blanco y, en el piso de arriba, una recámara principal con vista al mar. La familia no tuvo que ' +
      'salir de Manhattan Beach en ningún momento, y organizamos la obra por etapas para que el garaje y un baño ' +
      'se pudieran usar hasta el último mes.',
  },
  'Coast Highway Retail Building': {
    title: 'Edificio comercial en Coast Highway',
    description:
      'Construcción desde cero de un edificio de dos pisos para tiendas y una cafetería, con fachadas de vidrio, ' +
      'toldos de acero y una suite de oficinas en el segundo piso. Coordinamos con la ciudad las mejoras a las ' +
      'conexiones de servicios públicos, construimos conforme a todas las normas de accesibilidad y entregamos ' +
      'el local del restaurante con la trampa de grasa y el ducto de la campana ya instalados, así que el ' +
      'inquilino abrió seis semanas después de recibir el local.',
  },
  'Trousdale Estates Contemporary': {
    title: 'Casa contemporánea en Trousdale Estates',
    description:
      'Una casa a medida en la ladera, con una base revestida de piedra caliza, un volumen superior forrado de ' +
      'madera y un nivel para vivir al aire libre que baja en escalones hasta la terraza de la alberca. Adentro: ' +
      'una cocina de chef con gabinetes de roble de corte rift, vigas expuestas de abeto Douglas y muros de ' +
      'vidrio que se esconden dentro de la pared en dos lados. Construida sobre una cimentación de pilas ' +
      'perforadas y trabes de liga, con un sistema Lutron y Savant para toda la casa.',
  },
  'Bungalow Heaven Craftsman Restoration': {
    title: 'Restauración de una casa Craftsman en Bungalow Heaven',
    description:
      'La restauración cuidadosa de una casa Craftsman de 1912 en un distrito histórico de Pasadena: pernos de ' +
      'anclaje nuevos en la cimentación y refuerzo de los muros cortos bajo el piso, pilares del porche de ' +
      'piedra de río reconstruidos y una cocina que respeta los perfiles de las molduras originales. El personal ' +
      'de preservación histórica de la ciudad revisó y aprobó cada cambio exterior.',
  },
  'Woodbridge Garage-to-ADU Conversion': {
    title: 'Conversión de garaje a ADU en Woodbridge',
    description:
      'Un garaje para dos autos convertido en una ADU tipo estudio para los padres de los dueños, con entrada ' +
      'sin escalones, regadera a ras de piso y una cocina compacta con electrodomésticos de tamaño completo. ' +
      'Tramitamos la revisión arquitectónica de la asociación de propietarios (HOA) junto con el permiso de la ' +
      'ciudad, así que las dos aprobaciones llegaron la misma semana.',
  },
  'Design Studio Tenant Improvement': {
    title: 'Adecuación de oficinas para un estudio de diseño',
    description:
      'Una suite de oficinas que dejó un inquilino anterior, desmantelada por completo y reconstruida para un ' +
      'estudio de diseño de 40 personas: techos expuestos con ductos nuevos, una sala de juntas con paredes de ' +
      'vidrio, un muro decorativo de listones de nogal y estaciones de trabajo abiertas bajo lámparas colgantes ' +
      'LED lineales. La terminamos en ocho semanas, trabajando fuera del horario de oficina en un edificio ' +
      'ocupado.',
  },
  'Altadena Farmhouse Rebuild': {
    title: 'Reconstrucción de una casa campestre en Altadena',
    description:
      'Una nueva casa familiar en un terreno donde la casa anterior se perdió en el incendio Eaton, diseñada en ' +
      'armonía con el carácter del vecindario, con revestimiento de fibrocemento de tabla y listón, techo de ' +
      'metal y un porche delantero amplio. La casa cumple las normas del Capítulo 7A de California contra ' +
      'incendios forestales, con una zona no combustible de cinco pies alrededor de la cimentación y ventilas ' +
      'resistentes a brasas en toda la casa.',
  },
};

/**
 * By the client's name: the owner's translation of each testimonial, shown on Spanish pages beside the client's
 * own English words. A quote, so it says what the client said and no more.
 */
export const SPANISH_DEMO_TESTIMONIALS: Record<string, string> = {
  'Daniel & Priya Raman':
    'Entrevistamos a cinco constructores para nuestra casa en Malibu y Summit Coast fue el único que recorrió ' +
    'el acantilado con nuestro ingeniero geotécnico antes de darnos una cifra. Y esa cifra se respetó. ' +
    'Reuniones semanales en la obra, un calendario compartido que de verdad podíamos entender y una cuadrilla ' +
    'que trató la casa como si fuera suya.',
  'Maureen Kessler':
    'Perder nuestra casa en el incendio Palisades fue lo más difícil que ha vivido nuestra familia. Summit Coast ' +
    'nos ayudó a organizar la documentación para el seguro, se encargó de presentar cada solicitud de permiso y ' +
    'nos mantuvo informados sin abrumarnos. Estar parados en nuestra nueva cocina todavía nos parece un pequeño ' +
    'milagro.',
  'Tom Hadley':
    'Nuestra ADU en el patio trasero quedó dentro del presupuesto y una semana antes de lo previsto. Desde el ' +
    'principio nos explicaron lo de las conexiones de servicios y las distancias mínimas a los linderos, así que ' +
    'no hubo sorpresas con la ciudad. Mi hija se mudó justo después de graduarse y le encanta.',
  'Jessica Liu':
    'Vivimos en la casa durante una remodelación completa con dos niños y un perro, algo que yo no creía ' +
    'posible. Todas las tardes dejaban la obra barrida y limpia, y cada viernes el gerente de proyecto nos ' +
    'mandaba por mensaje una foto del avance. La cocina es exactamente lo que dibujamos en una servilleta hace ' +
    'dos años, solo que mejor.',
  'Marco Delgado':
    'Un equipo sólido para la adecuación de nuestro restaurante. Un retraso de la compañía de servicios ' +
    'públicos hizo que la inspección final se corriera unas tres semanas, pero nos avisaron en cuanto lo ' +
    'supieron y reorganizaron los acabados para que pudiéramos empezar a capacitar al personal en el local. La ' +
    'calidad del trabajo es excelente.',
  'The Okafor Family':
    'Después del incendio Eaton no sabíamos por dónde empezar. Summit Coast se sentó con nosotros a la mesa de ' +
    'la cocina de la casa que estábamos rentando, nos explicó la reconstrucción paso a paso y diseñó una casa ' +
    'que todavía se siente como Altadena. Gente honesta, paciente y cuidadosa.',
};
