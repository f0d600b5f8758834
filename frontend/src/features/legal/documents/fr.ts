import type { en } from './en';
import type { LegalTranslation } from './legal-texts';

/**
 * The legal documents in French, a translation of `en.ts` (same documents, sections and paragraphs).
 * TEMPLATE: reasonable starting texts for a family wellbeing platform, to be reviewed by counsel before launch.
 */
const UPDATED = '2025-01-15';

export const fr = {
  locale: 'fr',
  draftNote: 'Modèle : ce document est un projet qui doit être relu par un conseil juridique avant le lancement.',
  lastUpdated: (date: string) => `Dernière mise à jour : ${date}`,
  documents: {
    privacy: {
      id: 'privacy',
      title: 'Politique de confidentialité',
      updated: UPDATED,
      summary:
        'Kinwell vous est proposé par votre employeur, mais ce que vous faites sur Kinwell reste privé. La présente politique explique quelles données nous collectons, pourquoi, qui peut les consulter et de quels choix vous disposez.',
      sections: [
        {
          heading: 'Qui sommes-nous ?',
          paragraphs: [
            "Kinwell fournit une plateforme de bien-être familial que les employeurs proposent à leurs salariés et à leurs familles. Pour les données à caractère personnel décrites ici, Kinwell est le responsable du traitement. Votre employeur n'est un responsable du traitement distinct que pour les informations limitées qu'il nous communique afin de confirmer que vous pouvez rejoindre le service (par exemple ses domaines e-mail).",
          ],
        },
        {
          heading: 'Les données que nous collectons',
          paragraphs: [
            "Données de compte : votre adresse e-mail professionnelle, une adresse e-mail personnelle facultative pour les communications, votre nom, votre date de naissance, votre pays, votre genre et votre situation matrimoniale, et le fait d'avoir ou non des enfants.",
            "Informations de bien-être que vous choisissez de partager : les objectifs que vous sélectionnez, vos bilans d'humeur, les séances que vous terminez et vos messages avec les coachs et les experts. Elles peuvent comprendre des données de santé, que nous traitons comme une catégorie particulière de données et uniquement avec votre consentement explicite.",
            'Membres de votre famille que vous invitez : leur nom et leur adresse e-mail, afin que nous puissions leur envoyer une invitation. Ils décident eux-mêmes de créer ou non un compte.',
            "Données techniques : le type d'appareil et de navigateur, les pages consultées et les journaux d'erreurs, utilisés pour assurer la sécurité et le bon fonctionnement du service.",
          ],
        },
        {
          heading: 'Comment nous les utilisons',
          paragraphs: [
            'Pour fournir le service : créer votre compte, adapter les contenus à vos objectifs, réserver des séances et vous mettre en relation avec des professionnels.',
            'Pour en garantir la sécurité : prévenir les abus, sécuriser les comptes et analyser les problèmes.',
            "Pour l'améliorer : comprendre, sous une forme agrégée, quels contenus aident le plus les utilisateurs.",
            'Nous ne vendons pas vos données personnelles et ne les utilisons pas à des fins publicitaires.',
          ],
        },
        {
          heading: 'Ce que voit votre employeur',
          paragraphs: [
            "Votre employeur ne reçoit que des statistiques anonymes et agrégées, comme le nombre de personnes inscrites ou les thèmes les plus populaires, et jamais pour des groupes suffisamment restreints pour permettre d'identifier quelqu'un. Votre employeur ne voit jamais vos objectifs, vos bilans d'humeur, vos séances ni vos conversations.",
          ],
        },
        {
          heading: 'Avec qui nous les partageons',
          paragraphs: [
            "Les experts et les coachs avec lesquels vous choisissez d'échanger, qui sont tenus à la confidentialité professionnelle ; les prestataires qui hébergent et exploitent Kinwell pour notre compte (hébergement cloud, envoi d'e-mails, gestion de la relation client), dans le cadre de contrats qui protègent vos données ; et les autorités lorsque la loi l'exige, ou pour protéger une personne d'un préjudice grave.",
          ],
        },
        {
          heading: 'Durée de conservation',
          paragraphs: [
            'Nous conservons les données de votre compte tant que celui-ci est ouvert. Si vous quittez votre employeur ou fermez votre compte, nous supprimons ou anonymisons vos données dans un délai de 90 jours, sauf lorsque la loi nous impose de conserver certains enregistrements plus longtemps.',
          ],
        },
        {
          heading: 'Vos droits',
          paragraphs: [
            'Selon votre lieu de résidence, vous pouvez demander à accéder à vos données, à les rectifier, à les effacer ou à les exporter, vous opposer à leur utilisation ou en demander la limitation, et retirer votre consentement à tout moment. Contactez-nous depuis la page de contact en choisissant « Aide avec mon compte ». Vous pouvez également introduire une réclamation auprès de votre autorité de protection des données.',
          ],
        },
        {
          heading: 'Enfants',
          paragraphs: [
            "Les enfants âgés de 13 ans ou plus peuvent être invités par un parent et disposer de leur propre compte. Nous ne collectons que ce qui est nécessaire pour leur offrir un accompagnement adapté à leur âge, et un parent ne voit pas l'activité de son enfant.",
          ],
        },
      ],
    },
    terms: {
      id: 'terms',
      title: "Conditions d'utilisation",
      updated: UPDATED,
      summary:
        "Les présentes conditions s'appliquent lorsque vous utilisez Kinwell dans le cadre du programme de votre employeur. Veuillez les lire attentivement : en créant un compte, vous les acceptez.",
      sections: [
        {
          heading: 'Le service',
          paragraphs: [
            "Kinwell vous donne accès, ainsi qu'aux membres de votre famille que vous avez invités, à des contenus pour prendre soin de soi, à des séances avec des experts, à du coaching, à des appels et à un chat en direct, à des conférences en direct et au suivi de vos progrès, tant que le programme de votre employeur est actif et que vous y êtes éligible.",
          ],
        },
        {
          heading: "Ni un service d'urgence ni un service médical",
          paragraphs: [
            "Kinwell accompagne le bien-être. Il ne fournit ni diagnostic, ni traitement, ni soins d'urgence, et ne remplace pas votre médecin. Si vous-même ou une autre personne êtes en danger, appelez le numéro d'urgence local.",
          ],
        },
        {
          heading: 'Votre compte',
          paragraphs: [
            "Vous devez fournir des informations exactes, garder votre mot de passe secret et nous prévenir si vous pensez qu'une autre personne a utilisé votre compte. Vous pouvez inviter votre conjoint ou partenaire et vos enfants âgés de 13 ans ou plus ; il vous appartient de n'inviter que des personnes qui acceptent de recevoir une invitation.",
          ],
        },
        {
          heading: 'Utilisation acceptable',
          paragraphs: [
            "Faites preuve de respect envers les experts, les coachs et les autres participants. N'utilisez pas le service de manière abusive, ne tentez pas d'accéder aux données d'autres personnes, n'enregistrez pas de séances sans consentement et ne copiez pas nos contenus à d'autres fins.",
          ],
        },
        {
          heading: 'Les professionnels de Kinwell',
          paragraphs: [
            "Les experts et les coachs sont des professionnels indépendants et qualifiés. Ils sont responsables des conseils qu'ils donnent dans le respect de leurs normes professionnelles ; nous vérifions leurs qualifications avant qu'ils ne rejoignent Kinwell.",
          ],
        },
        {
          heading: 'Contenus et propriété intellectuelle',
          paragraphs: [
            "Les contenus de Kinwell vous sont concédés sous licence pour un usage personnel et non commercial tant que vous disposez d'un compte. Ce que vous écrivez vous appartient ; vous nous autorisez à le conserver et à le traiter afin de fournir le service.",
          ],
        },
        {
          heading: 'Fin de votre accès',
          paragraphs: [
            "Vous pouvez fermer votre compte à tout moment. Votre accès prend fin lorsque le programme de votre employeur s'achève ou que vous n'y êtes plus éligible ; nous vous en informerons à l'avance dans la mesure du possible. Nous pouvons suspendre les comptes qui enfreignent les présentes conditions.",
          ],
        },
        {
          heading: 'Responsabilité et modifications',
          paragraphs: [
            'Nous fournissons Kinwell avec un soin et une compétence raisonnables. Aucune disposition des présentes conditions ne limite une responsabilité qui ne peut être limitée en vertu de la loi. Nous pouvons modifier les présentes conditions ; si une modification est importante pour vous, nous vous en informerons avant son entrée en vigueur.',
          ],
        },
      ],
    },
    cookies: {
      id: 'cookies',
      title: 'Politique relative aux cookies',
      updated: UPDATED,
      summary:
        "Kinwell n'utilise que les cookies et le stockage local nécessaires à son fonctionnement. Nous n'utilisons aucun cookie publicitaire.",
      sections: [
        {
          heading: 'Les cookies que nous utilisons',
          paragraphs: [
            "Les cookies de session vous maintiennent connecté de façon sécurisée ; ils ne peuvent pas être lus par les scripts de la page. Un cookie « Se souvenir de moi » conserve votre session jusqu'à 30 jours lorsque vous le demandez.",
            "Des cookies de courte durée mémorisent votre adresse e-mail et l'avancement de votre inscription pendant 60 jours au plus, afin que vous puissiez reprendre là où vous vous étiez arrêté.",
          ],
        },
        {
          heading: 'Stockage local',
          paragraphs: [
            "Votre navigateur conserve votre langue, votre mode de couleur (clair, sombre ou système) et l'heure de votre dernière activité, qui sert à vous déconnecter après une heure d'inactivité.",
          ],
        },
        {
          heading: 'Vos choix',
          paragraphs: [
            "Ces cookies étant strictement nécessaires, ils sont déposés sans bandeau d'information. Vous pouvez les supprimer à tout moment dans votre navigateur ; vous serez alors déconnecté.",
          ],
        },
      ],
    },
    accessibility: {
      id: 'accessibility',
      title: "Déclaration d'accessibilité",
      updated: UPDATED,
      summary:
        "Nous voulons que chaque membre d'une famille puisse utiliser Kinwell, quels que soient ses capacités, ses appareils ou sa langue.",
      sections: [
        {
          heading: 'Notre objectif',
          paragraphs: [
            "Nous visons la conformité aux Règles pour l'accessibilité des contenus Web (WCAG) 2.2, niveau AA. Chaque version est vérifiée par des tests automatisés dans des langues qui s'écrivent de gauche à droite et de droite à gauche, ainsi qu'au clavier et avec un lecteur d'écran.",
          ],
        },
        {
          heading: 'Ce à quoi vous pouvez vous attendre',
          paragraphs: [
            "Vous pouvez utiliser Kinwell uniquement au clavier, avec un lecteur d'écran, avec un zoom de 200 % et en mode clair ou sombre. Les vidéos sont sous-titrées, les animations respectent votre réglage de réduction des animations et le texte conserve un contraste suffisant avec les couleurs de votre entreprise.",
          ],
        },
        {
          heading: 'Limites connues',
          paragraphs: [
            'Certaines vidéos plus anciennes ne sont peut-être pas encore sous-titrées dans toutes les langues. Nous ajoutons ces sous-titres.',
          ],
        },
        {
          heading: 'Signalez-le-nous',
          paragraphs: [
            "Si un élément est difficile à utiliser, écrivez-nous depuis la page de contact. Nous répondons sous deux jours ouvrés et vous fournirons l'information dans un autre format si vous en avez besoin.",
          ],
        },
      ],
    },
  },
} satisfies LegalTranslation<typeof en>;
