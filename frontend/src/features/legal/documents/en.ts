import type { LegalTexts } from './legal-texts';

/**
 * The legal documents in English: the reference every translation is typed against (`LegalTranslation<typeof en>`).
 * TEMPLATE: reasonable starting texts for a family wellbeing platform, to be reviewed by counsel before launch.
 */
const UPDATED = '2025-01-15';

export const en = {
  locale: 'en',
  draftNote: 'Template: this document is a draft to be reviewed by legal counsel before launch.',
  lastUpdated: (date: string) => `Last updated: ${date}`,
  documents: {
    privacy: {
      id: 'privacy',
      title: 'Privacy policy',
      updated: UPDATED,
      summary:
        'Kinwell is offered to you by your employer, but what you do on Kinwell is private. This policy explains what we collect, why, who can see it and the choices you have.',
      sections: [
        {
          heading: 'Who we are',
          paragraphs: [
            'Kinwell provides a family wellbeing platform that employers offer to their employees and their families. For the personal data described here, Kinwell is the controller. Your employer is a separate controller only for the limited information it gives us to confirm that you may join (such as its email domains).',
          ],
        },
        {
          heading: 'What we collect',
          paragraphs: [
            'Account details: your work email, an optional personal email for communication, your name, date of birth, country, gender and marital status, and whether you have children.',
            'Wellbeing information you choose to share: the goals you select, your check-ins, the sessions you complete, and messages with coaches and experts. This can include health information, which we treat as special category data and process only with your explicit consent.',
            'Family members you invite: their name and email address, so that we can send them an invitation. They decide whether to create an account.',
            'Technical data: device and browser type, pages visited and error logs, used to keep the service secure and working.',
          ],
        },
        {
          heading: 'How we use it',
          paragraphs: [
            'To provide the service: create your account, personalise content to your goals, book sessions and connect you with professionals.',
            'To keep it safe: prevent abuse, secure accounts and investigate problems.',
            'To improve it: understand, in aggregated form, which content helps people most.',
            'We do not sell your personal data and we do not use it for advertising.',
          ],
        },
        {
          heading: 'What your employer sees',
          paragraphs: [
            'Your employer receives only anonymous, aggregated statistics, such as the number of people who joined or the most popular themes, and never for groups small enough to identify someone. Your employer never sees your goals, check-ins, sessions or conversations.',
          ],
        },
        {
          heading: 'Who we share it with',
          paragraphs: [
            'Experts and coaches you choose to talk to, who are bound by professional confidentiality; service providers that host and run Kinwell for us (cloud hosting, email delivery, customer relationship management) under contracts that protect your data; and authorities where the law requires it, or to protect someone from serious harm.',
          ],
        },
        {
          heading: 'How long we keep it',
          paragraphs: [
            'We keep your account data while your account is open. If you leave your employer or close your account, we delete or anonymise your data within 90 days, except where the law requires us to keep records longer.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'Depending on where you live, you can ask to access, correct, delete or export your data, object to or restrict its use, and withdraw consent at any time. Contact us through the contact page and choose "Help with my account". You can also complain to your data protection authority.',
          ],
        },
        {
          heading: 'Children',
          paragraphs: [
            "Children aged 13 or older can be invited by a parent and have their own account. We collect only what is needed to provide age-appropriate support, and a parent does not see their child's activity.",
          ],
        },
      ],
    },
    terms: {
      id: 'terms',
      title: 'Terms of service',
      updated: UPDATED,
      summary:
        "These terms apply when you use Kinwell through your employer's programme. Please read them carefully: by creating an account you agree to them.",
      sections: [
        {
          heading: 'The service',
          paragraphs: [
            "Kinwell gives you and your invited family members access to self-care content, sessions with experts, coaching, live calls and chat, live talks and progress tracking, as long as your employer's programme is active and you are eligible.",
          ],
        },
        {
          heading: 'Not an emergency or medical service',
          paragraphs: [
            'Kinwell supports wellbeing. It does not provide diagnosis, treatment or emergency care, and it does not replace your doctor. If you or someone else is in danger, call your local emergency number.',
          ],
        },
        {
          heading: 'Your account',
          paragraphs: [
            'You must give accurate information, keep your password secret and tell us if you think someone else has used your account. You may invite your spouse or partner and children aged 13 or older; you are responsible for inviting only people who agree to receive an invitation.',
          ],
        },
        {
          heading: 'Acceptable use',
          paragraphs: [
            "Be respectful to experts, coaches and other participants. Do not misuse the service, try to access other people's data, record sessions without consent or copy our content for other purposes.",
          ],
        },
        {
          heading: 'Professionals on Kinwell',
          paragraphs: [
            'Experts and coaches are independent, qualified professionals. They are responsible for the advice they give within their professional standards; we check their qualifications before they join.',
          ],
        },
        {
          heading: 'Content and intellectual property',
          paragraphs: [
            "Kinwell's content is licensed to you for personal, non-commercial use while you have an account. What you write remains yours; you allow us to store and process it to provide the service.",
          ],
        },
        {
          heading: 'Ending your access',
          paragraphs: [
            "You can close your account at any time. Your access ends when your employer's programme ends or you are no longer eligible; we will tell you beforehand where we can. We may suspend accounts that break these terms.",
          ],
        },
        {
          heading: 'Liability and changes',
          paragraphs: [
            'We provide Kinwell with reasonable care and skill. Nothing in these terms limits liability that cannot be limited by law. We may update these terms; if a change matters to you, we will tell you before it applies.',
          ],
        },
      ],
    },
    cookies: {
      id: 'cookies',
      title: 'Cookie policy',
      updated: UPDATED,
      summary: 'Kinwell uses only the cookies and local storage it needs to work. We do not use advertising cookies.',
      sections: [
        {
          heading: 'Cookies we use',
          paragraphs: [
            'Session cookies keep you signed in securely; they cannot be read by scripts in the page. A "remember me" cookie keeps your session for up to 30 days when you ask for it.',
            'Short-lived cookies remember your email address and sign-up progress for up to 60 days, so you can finish where you left off.',
          ],
        },
        {
          heading: 'Local storage',
          paragraphs: [
            'Your browser stores your language, your colour mode (light, dark or system) and the time of your last activity, used to sign you out after an hour without activity.',
          ],
        },
        {
          heading: 'Your choices',
          paragraphs: [
            'Because these cookies are strictly necessary, they are set without a banner. You can delete them in your browser at any time; you will then be signed out.',
          ],
        },
      ],
    },
    accessibility: {
      id: 'accessibility',
      title: 'Accessibility statement',
      updated: UPDATED,
      summary: 'We want everyone in a family to be able to use Kinwell, whatever their abilities, devices or language.',
      sections: [
        {
          heading: 'Our target',
          paragraphs: [
            'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every release is checked with automated tests in left-to-right and right-to-left languages, and by keyboard and screen reader.',
          ],
        },
        {
          heading: 'What you can expect',
          paragraphs: [
            "You can use Kinwell with a keyboard alone, with a screen reader, zoomed to 200% and in light or dark mode. Videos have captions, animations respect your reduced-motion setting and text keeps sufficient contrast with your company's colours.",
          ],
        },
        {
          heading: 'Known limitations',
          paragraphs: ['Some older videos may not yet have captions in every language. We are adding them.'],
        },
        {
          heading: 'Tell us',
          paragraphs: [
            'If something is hard to use, write to us through the contact page. We reply within two working days and will provide the information in another format if you need it.',
          ],
        },
      ],
    },
  },
} as const satisfies LegalTexts;
