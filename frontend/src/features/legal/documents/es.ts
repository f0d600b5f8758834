import type { en } from './en';
import type { LegalTranslation } from './legal-texts';

/**
 * The legal documents in Spanish, a translation of `en.ts` (same documents, sections and paragraphs), in the
 * app's informal register (tú).
 * TEMPLATE: reasonable starting texts for a family wellbeing platform, to be reviewed by counsel before launch.
 */
const UPDATED = '2025-01-15';

export const es = {
  locale: 'es',
  draftNote: 'Plantilla: este documento es un borrador que un asesor jurídico debe revisar antes del lanzamiento.',
  lastUpdated: (date: string) => `Última actualización: ${date}`,
  documents: {
    privacy: {
      id: 'privacy',
      title: 'Política de privacidad',
      updated: UPDATED,
      summary:
        'Kinwell te lo ofrece tu empleador, pero lo que haces en Kinwell es privado. Esta política explica qué datos recopilamos, por qué, quién puede verlos y qué opciones tienes.',
      sections: [
        {
          heading: 'Quiénes somos',
          paragraphs: [
            'Kinwell ofrece una plataforma de bienestar familiar que los empleadores ponen a disposición de sus empleados y de sus familias. Respecto de los datos personales que se describen aquí, Kinwell es el responsable del tratamiento. Tu empleador es un responsable del tratamiento independiente únicamente respecto de la información limitada que nos facilita para confirmar que puedes unirte (como sus dominios de correo electrónico).',
          ],
        },
        {
          heading: 'Qué datos recopilamos',
          paragraphs: [
            'Datos de la cuenta: tu correo electrónico del trabajo, un correo electrónico personal opcional para las comunicaciones, tu nombre, tu fecha de nacimiento, tu país, tu género y tu estado civil, y si tienes hijos.',
            'Información de bienestar que decides compartir: los objetivos que seleccionas, tus registros de estado de ánimo, las sesiones que completas y los mensajes con coaches y expertos. Puede incluir información de salud, que consideramos una categoría especial de datos y que solo tratamos con tu consentimiento explícito.',
            'Familiares que invitas: su nombre y su dirección de correo electrónico, para que podamos enviarles una invitación. Son ellos quienes deciden si crean una cuenta.',
            'Datos técnicos: tipo de dispositivo y de navegador, páginas visitadas y registros de errores, que utilizamos para mantener el servicio seguro y en funcionamiento.',
          ],
        },
        {
          heading: 'Cómo los usamos',
          paragraphs: [
            'Para prestar el servicio: crear tu cuenta, adaptar el contenido a tus objetivos, reservar sesiones y ponerte en contacto con profesionales.',
            'Para mantenerlo seguro: prevenir abusos, proteger las cuentas e investigar problemas.',
            'Para mejorarlo: saber, de forma agregada, qué contenidos ayudan más a las personas.',
            'No vendemos tus datos personales ni los utilizamos con fines publicitarios.',
          ],
        },
        {
          heading: 'Qué ve tu empleador',
          paragraphs: [
            'Tu empleador solo recibe estadísticas anónimas y agregadas, como el número de personas que se han unido o los temas más populares, y nunca de grupos tan pequeños que permitan identificar a alguien. Tu empleador nunca ve tus objetivos, tus registros de estado de ánimo, tus sesiones ni tus conversaciones.',
          ],
        },
        {
          heading: 'Con quién los compartimos',
          paragraphs: [
            'Con los expertos y coaches con los que decides hablar, que están sujetos a confidencialidad profesional; con los proveedores de servicios que alojan y operan Kinwell por cuenta nuestra (alojamiento en la nube, envío de correo electrónico, gestión de la relación con los clientes), en virtud de contratos que protegen tus datos; y con las autoridades cuando la ley lo exija o para proteger a alguien de un daño grave.',
          ],
        },
        {
          heading: 'Cuánto tiempo los conservamos',
          paragraphs: [
            'Conservamos los datos de tu cuenta mientras esta permanezca abierta. Si dejas de trabajar para tu empleador o cierras tu cuenta, eliminamos o anonimizamos tus datos en un plazo de 90 días, salvo cuando la ley nos obligue a conservar registros durante más tiempo.',
          ],
        },
        {
          heading: 'Tus derechos',
          paragraphs: [
            'Según dónde vivas, puedes solicitar el acceso a tus datos, su rectificación, su supresión o su exportación, oponerte a su uso o pedir que se limite, y retirar tu consentimiento en cualquier momento. Contáctanos a través de la página de contacto y elige «Ayuda con mi cuenta». También puedes presentar una reclamación ante tu autoridad de protección de datos.',
          ],
        },
        {
          heading: 'Niños y adolescentes',
          paragraphs: [
            'Los hijos de 13 años o más pueden recibir una invitación de su padre o de su madre y tener su propia cuenta. Solo recopilamos lo necesario para ofrecerles un apoyo adecuado a su edad, y sus padres no ven su actividad.',
          ],
        },
      ],
    },
    terms: {
      id: 'terms',
      title: 'Términos del servicio',
      updated: UPDATED,
      summary:
        'Estos términos se aplican cuando utilizas Kinwell a través del programa de tu empleador. Léelos con atención: al crear una cuenta, los aceptas.',
      sections: [
        {
          heading: 'El servicio',
          paragraphs: [
            'Kinwell te da acceso, a ti y a los familiares que invites, a contenidos de autocuidado, sesiones con expertos, coaching, llamadas y chat en directo, charlas en directo y seguimiento de tu progreso, siempre que el programa de tu empleador esté activo y cumplas los requisitos.',
          ],
        },
        {
          heading: 'No es un servicio de urgencias ni un servicio médico',
          paragraphs: [
            'Kinwell apoya el bienestar. No ofrece diagnóstico, tratamiento ni atención de urgencia, y no sustituye a tu médico. Si tú o cualquier otra persona se encuentra en peligro, llama al número de emergencias local.',
          ],
        },
        {
          heading: 'Tu cuenta',
          paragraphs: [
            'Debes proporcionar información exacta, mantener en secreto tu contraseña e informarnos si crees que otra persona ha utilizado tu cuenta. Puedes invitar a tu cónyuge o pareja y a tus hijos de 13 años o más; eres responsable de invitar únicamente a personas que acepten recibir una invitación.',
          ],
        },
        {
          heading: 'Uso aceptable',
          paragraphs: [
            'Trata con respeto a los expertos, a los coaches y a los demás participantes. No hagas un uso indebido del servicio, no intentes acceder a los datos de otras personas, no grabes sesiones sin consentimiento ni copies nuestros contenidos para otros fines.',
          ],
        },
        {
          heading: 'Los profesionales de Kinwell',
          paragraphs: [
            'Los expertos y coaches son profesionales independientes y cualificados. Son responsables de los consejos que dan conforme a sus normas profesionales; verificamos sus cualificaciones antes de que se incorporen.',
          ],
        },
        {
          heading: 'Contenidos y propiedad intelectual',
          paragraphs: [
            'Te concedemos una licencia de uso de los contenidos de Kinwell para fines personales y no comerciales mientras tengas una cuenta. Lo que escribes sigue siendo tuyo; nos autorizas a almacenarlo y tratarlo para prestar el servicio.',
          ],
        },
        {
          heading: 'Fin de tu acceso',
          paragraphs: [
            'Puedes cerrar tu cuenta en cualquier momento. Tu acceso termina cuando finaliza el programa de tu empleador o cuando dejas de cumplir los requisitos; te avisaremos con antelación siempre que sea posible. Podemos suspender las cuentas que incumplan estos términos.',
          ],
        },
        {
          heading: 'Responsabilidad y cambios',
          paragraphs: [
            'Prestamos Kinwell con una diligencia y una competencia razonables. Nada de lo dispuesto en estos términos limita la responsabilidad que no pueda limitarse conforme a la ley. Podemos actualizar estos términos; si un cambio es relevante para ti, te lo comunicaremos antes de que se aplique.',
          ],
        },
      ],
    },
    cookies: {
      id: 'cookies',
      title: 'Política de cookies',
      updated: UPDATED,
      summary:
        'Kinwell solo utiliza las cookies y el almacenamiento local que necesita para funcionar. No utilizamos cookies publicitarias.',
      sections: [
        {
          heading: 'Cookies que utilizamos',
          paragraphs: [
            'Las cookies de sesión mantienen tu sesión iniciada de forma segura; los scripts de la página no pueden leerlas. Una cookie «Recordarme» mantiene tu sesión hasta 30 días cuando lo solicitas.',
            'Unas cookies de corta duración recuerdan tu dirección de correo electrónico y el avance de tu registro durante un máximo de 60 días, para que puedas continuar donde lo dejaste.',
          ],
        },
        {
          heading: 'Almacenamiento local',
          paragraphs: [
            'Tu navegador guarda tu idioma, tu modo de color (claro, oscuro o sistema) y la hora de tu última actividad, que se utiliza para cerrar tu sesión tras una hora sin actividad.',
          ],
        },
        {
          heading: 'Tus opciones',
          paragraphs: [
            'Como estas cookies son estrictamente necesarias, se instalan sin mostrar ningún banner. Puedes eliminarlas en tu navegador en cualquier momento; en ese caso, se cerrará tu sesión.',
          ],
        },
      ],
    },
    accessibility: {
      id: 'accessibility',
      title: 'Declaración de accesibilidad',
      updated: UPDATED,
      summary:
        'Queremos que todos los miembros de una familia puedan usar Kinwell, sean cuales sean sus capacidades, sus dispositivos o su idioma.',
      sections: [
        {
          heading: 'Nuestro objetivo',
          paragraphs: [
            'Nuestro objetivo es cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. Cada versión se comprueba con pruebas automatizadas en idiomas que se escriben de izquierda a derecha y de derecha a izquierda, así como con teclado y con lector de pantalla.',
          ],
        },
        {
          heading: 'Qué puedes esperar',
          paragraphs: [
            'Puedes usar Kinwell solo con el teclado, con un lector de pantalla, con un zoom del 200 % y en modo claro u oscuro. Los vídeos tienen subtítulos, las animaciones respetan tu ajuste de movimiento reducido y el texto mantiene un contraste suficiente con los colores de tu empresa.',
          ],
        },
        {
          heading: 'Limitaciones conocidas',
          paragraphs: [
            'Es posible que algunos vídeos antiguos aún no tengan subtítulos en todos los idiomas. Los estamos añadiendo.',
          ],
        },
        {
          heading: 'Cuéntanoslo',
          paragraphs: [
            'Si algo te resulta difícil de usar, escríbenos a través de la página de contacto. Respondemos en un plazo de dos días hábiles y te facilitaremos la información en otro formato si lo necesitas.',
          ],
        },
      ],
    },
  },
} satisfies LegalTranslation<typeof en>;
