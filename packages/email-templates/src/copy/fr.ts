import type { MailCopy } from './mail-copy';

export const fr: MailCopy = {
  invite: {
    subject: '{{employeeName}} vous invite à rejoindre {{platformName}}',
    preheader: '{{employeeName}} vous invite sur {{platformName}}. Créez votre compte en une minute.',
    heading: 'Vous êtes invité(e) sur {{platformName}}',
    paragraphs: [
      'Bonjour {{firstName}},',
      '<strong>{{employeeName}}</strong> ({{inviterEmail}}) vous invite, <strong>{{firstName}} {{lastName}}</strong>, à rejoindre {{platformName}}, le programme de bien-être familial que son employeur lui offre, ainsi qu’à sa famille.',
      'Créez votre compte avec cette adresse e-mail pour commencer.',
    ],
    button: 'Créer mon compte',
    footer: [
      'Des questions ? Notre équipe d’assistance est là pour vous aider : {{supportLink}}',
      'Vous recevez cet e-mail parce que {{employeeName}} ({{inviterEmail}}) a invité {{firstName}} {{lastName}} sur {{platformName}}. Si vous ne connaissez pas cette personne, vous pouvez l’ignorer : aucun compte n’est créé tant que vous ne vous inscrivez pas.',
    ],
  },
  inviteChild: {
    subject: 'Votre famille vous invite à rejoindre {{platformName}}',
    preheader: '{{inviterEmail}} vous invite sur {{platformName}}. Créez votre compte en une minute.',
    heading: 'Vous êtes invité(e) sur {{platformName}}',
    paragraphs: [
      'Bonjour {{firstName}},',
      'Ton parent <strong>{{inviterEmail}}</strong> t’invite, <strong>{{firstName}}</strong>, à rejoindre {{platformName}}, le programme de bien-être familial que son employeur offre à toute la famille.',
      'Crée ton compte avec cette adresse e-mail pour commencer.',
    ],
    button: 'Créer mon compte',
    footer: [
      'Tu reçois cet e-mail parce que {{inviterEmail}} a invité {{firstName}} sur {{platformName}}. Si tu ne connais pas cette personne, tu peux l’ignorer : aucun compte n’est créé tant que tu ne t’inscris pas.',
    ],
  },
  welcome: {
    subject: 'Bienvenue sur {{platformName}}, {{firstName}}',
    preheader: 'Votre compte {{platformName}} est prêt.',
    heading: 'Bienvenue à bord, {{firstName}} !',
    paragraphs: [
      'Bonjour {{firstName}},',
      'Votre compte {{platformName}} est prêt. Les membres de votre famille que vous avez invités recevront leur propre invitation par e-mail.',
    ],
    button: 'Ouvrir {{platformName}}',
    footer: ['Vous recevez cet e-mail parce que vous avez terminé votre inscription à {{platformName}}.'],
  },
  code: {
    signup: {
      subject: 'Votre code de vérification Kinwell',
      intro: 'Bienvenue sur Kinwell ! Saisissez ce code pour vérifier votre adresse e-mail :',
      validity: 'Le code est valable 24 heures.',
    },
    reset: {
      subject: 'Votre code de réinitialisation Kinwell',
      intro:
        'Nous avons reçu une demande de réinitialisation de votre mot de passe Kinwell. Saisissez ce code pour en choisir un nouveau :',
      validity: 'Le code est valable 1 heure. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.',
    },
    signature: '— L’équipe Kinwell',
  },
};
