import type { MailCopy } from './mail-copy';

export const ar: MailCopy = {
  invite: {
    subject: 'يدعوك {{employeeName}} للانضمام إلى {{platformName}}',
    preheader: 'يدعوك {{employeeName}} إلى {{platformName}}. أنشئ حسابك في دقيقة واحدة.',
    heading: 'أنت مدعو إلى {{platformName}}',
    paragraphs: [
      'مرحبًا {{firstName}}،',
      'قام <strong>{{employeeName}}</strong> ({{inviterEmail}}) بدعوتك، <strong>{{firstName}} {{lastName}}</strong>، للانضمام إلى {{platformName}}، برنامج رفاهية الأسرة الذي تقدّمه جهة عمله له ولعائلته.',
      'أنشئ حسابك باستخدام عنوان البريد الإلكتروني هذا للبدء.',
    ],
    button: 'إنشاء حسابي',
    footer: [
      'هل لديك أسئلة؟ فريق الدعم لدينا جاهز لمساعدتك: {{supportLink}}',
      'وصلتك هذه الرسالة لأن {{employeeName}} ({{inviterEmail}}) دعا {{firstName}} {{lastName}} إلى {{platformName}}. إذا كنت لا تعرفه، يمكنك تجاهلها: لن يُنشأ أي حساب حتى تقوم بالتسجيل.',
    ],
  },
  inviteChild: {
    subject: 'عائلتك تدعوك للانضمام إلى {{platformName}}',
    preheader: 'يدعوك {{inviterEmail}} إلى {{platformName}}. أنشئ حسابك في دقيقة واحدة.',
    heading: 'أنت مدعو إلى {{platformName}}',
    paragraphs: [
      'مرحبًا {{firstName}}،',
      'قام والدك أو والدتك <strong>{{inviterEmail}}</strong> بدعوتك، <strong>{{firstName}}</strong>، للانضمام إلى {{platformName}}، برنامج رفاهية الأسرة الذي تقدّمه جهة العمل للعائلة كلها.',
      'أنشئ حسابك باستخدام عنوان البريد الإلكتروني هذا للبدء.',
    ],
    button: 'إنشاء حسابي',
    footer: [
      'وصلتك هذه الرسالة لأن {{inviterEmail}} دعا {{firstName}} إلى {{platformName}}. إذا كنت لا تعرفه، يمكنك تجاهلها: لن يُنشأ أي حساب حتى تقوم بالتسجيل.',
    ],
  },
  welcome: {
    subject: 'مرحبًا بك في {{platformName}} يا {{firstName}}',
    preheader: 'حسابك في {{platformName}} جاهز.',
    heading: 'أهلًا بك معنا يا {{firstName}}!',
    paragraphs: [
      'مرحبًا {{firstName}}،',
      'حسابك في {{platformName}} جاهز. سيتلقى أفراد عائلتك الذين دعوتهم دعواتهم الخاصة عبر البريد الإلكتروني.',
    ],
    button: 'فتح {{platformName}}',
    footer: ['وصلتك هذه الرسالة لأنك أكملت تسجيلك في {{platformName}}.'],
  },
  code: {
    signup: {
      subject: 'رمز التحقق الخاص بك في Kinwell',
      intro: 'مرحبًا بك في Kinwell! أدخل هذا الرمز للتحقق من عنوان بريدك الإلكتروني:',
      validity: 'الرمز صالح لمدة 24 ساعة.',
    },
    reset: {
      subject: 'رمز إعادة تعيين كلمة المرور في Kinwell',
      intro: 'تلقّينا طلبًا لإعادة تعيين كلمة مرورك في Kinwell. أدخل هذا الرمز لاختيار كلمة مرور جديدة:',
      validity: 'الرمز صالح لمدة ساعة واحدة. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة.',
    },
    signature: '— فريق Kinwell',
  },
};
