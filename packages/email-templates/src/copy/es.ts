import type { MailCopy } from './mail-copy';

export const es: MailCopy = {
  invite: {
    subject: '{{employeeName}} te invita a unirte a {{platformName}}',
    preheader: '{{employeeName}} te invita a {{platformName}}. Crea tu cuenta en un minuto.',
    heading: 'Tienes una invitación a {{platformName}}',
    paragraphs: [
      'Hola, {{firstName}}:',
      '<strong>{{employeeName}}</strong> ({{inviterEmail}}) te invita, <strong>{{firstName}} {{lastName}}</strong>, a unirte a {{platformName}}, el programa de bienestar familiar que su empresa le ofrece a esa persona y a su familia.',
      'Crea tu cuenta con esta dirección de correo para empezar.',
    ],
    button: 'Crear mi cuenta',
    footer: [
      '¿Tienes preguntas? Nuestro equipo de soporte está para ayudarte: {{supportLink}}',
      'Recibes este correo porque {{employeeName}} ({{inviterEmail}}) invitó a {{firstName}} {{lastName}} a {{platformName}}. Si no conoces a esta persona, puedes ignorarlo: no se crea ninguna cuenta hasta que te registres.',
    ],
  },
  inviteChild: {
    subject: 'Tu familia te invita a unirte a {{platformName}}',
    preheader: '{{inviterEmail}} te invita a {{platformName}}. Crea tu cuenta en un minuto.',
    heading: 'Tienes una invitación a {{platformName}}',
    paragraphs: [
      'Hola, {{firstName}}:',
      'Tu madre o padre, <strong>{{inviterEmail}}</strong>, te invita, <strong>{{firstName}}</strong>, a unirte a {{platformName}}, el programa de bienestar familiar que su empresa ofrece a toda la familia.',
      'Crea tu cuenta con esta dirección de correo para empezar.',
    ],
    button: 'Crear mi cuenta',
    footer: [
      'Recibes este correo porque {{inviterEmail}} invitó a {{firstName}} a {{platformName}}. Si no conoces a esta persona, puedes ignorarlo: no se crea ninguna cuenta hasta que te registres.',
    ],
  },
  welcome: {
    subject: 'Te damos la bienvenida a {{platformName}}, {{firstName}}',
    preheader: 'Tu cuenta de {{platformName}} está lista.',
    heading: '¡Te damos la bienvenida, {{firstName}}!',
    paragraphs: [
      'Hola, {{firstName}}:',
      'Tu cuenta de {{platformName}} está lista. Los familiares que invitaste recibirán su propia invitación por correo.',
    ],
    button: 'Abrir {{platformName}}',
    footer: ['Recibes este correo porque completaste tu registro en {{platformName}}.'],
  },
  code: {
    signup: {
      subject: 'Tu código de verificación de Kinwell',
      intro: '¡Te damos la bienvenida a Kinwell! Introduce este código para verificar tu dirección de correo:',
      validity: 'El código es válido durante 24 horas.',
    },
    reset: {
      subject: 'Tu código para restablecer la contraseña de Kinwell',
      intro:
        'Recibimos una solicitud para restablecer tu contraseña de Kinwell. Introduce este código para elegir una nueva:',
      validity: 'El código es válido durante 1 hora. Si no lo solicitaste, puedes ignorar este correo.',
    },
    signature: '— El equipo de Kinwell',
  },
};
