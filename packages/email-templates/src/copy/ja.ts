import type { MailCopy } from './mail-copy';

export const ja: MailCopy = {
  invite: {
    subject: '{{employeeName}}さんから{{platformName}}への招待が届いています',
    preheader: '{{employeeName}}さんがあなたを{{platformName}}に招待しました。アカウントは1分で作成できます。',
    heading: '{{platformName}}へのご招待',
    paragraphs: [
      '{{firstName}}さん、こんにちは。',
      '<strong>{{employeeName}}</strong>さん（{{inviterEmail}}）が、<strong>{{firstName}} {{lastName}}</strong>さんを{{platformName}}に招待しました。{{platformName}}は、勤務先がご本人とそのご家族に提供している家族のためのウェルビーイングプログラムです。',
      'このメールアドレスでアカウントを作成して、始めましょう。',
    ],
    button: 'アカウントを作成する',
    footer: [
      'ご不明な点がございましたら、サポートチームまでお気軽にお問い合わせください：{{supportLink}}',
      'このメールは、{{employeeName}}さん（{{inviterEmail}}）が{{firstName}} {{lastName}}さんを{{platformName}}に招待したためお送りしています。お心当たりがない場合は、このメールを無視してください。ご登録いただくまでアカウントは作成されません。',
    ],
  },
  inviteChild: {
    subject: 'ご家族から{{platformName}}への招待が届いています',
    preheader: '{{inviterEmail}}さんがあなたを{{platformName}}に招待しました。アカウントは1分で作成できます。',
    heading: '{{platformName}}へのご招待',
    paragraphs: [
      '{{firstName}}さん、こんにちは。',
      '保護者の<strong>{{inviterEmail}}</strong>さんが、<strong>{{firstName}}</strong>さんを{{platformName}}に招待しました。{{platformName}}は、保護者の勤務先がご家族みんなに提供している家族のためのウェルビーイングプログラムです。',
      'このメールアドレスでアカウントを作成して、始めましょう。',
    ],
    button: 'アカウントを作成する',
    footer: [
      'このメールは、{{inviterEmail}}さんが{{firstName}}さんを{{platformName}}に招待したためお送りしています。お心当たりがない場合は、このメールを無視してください。ご登録いただくまでアカウントは作成されません。',
    ],
  },
  welcome: {
    subject: '{{firstName}}さん、{{platformName}}へようこそ',
    preheader: '{{platformName}}のアカウントの準備ができました。',
    heading: '{{firstName}}さん、ようこそ！',
    paragraphs: [
      '{{firstName}}さん、こんにちは。',
      '{{platformName}}のアカウントの準備ができました。招待されたご家族には、それぞれ招待メールが届きます。',
    ],
    button: '{{platformName}}を開く',
    footer: ['このメールは、{{platformName}}への登録を完了されたためお送りしています。'],
  },
  code: {
    signup: {
      subject: 'Kinwell の確認コード',
      intro: 'Kinwell へようこそ！メールアドレスを確認するため、次のコードを入力してください：',
      validity: 'このコードの有効期限は24時間です。',
    },
    reset: {
      subject: 'Kinwell のパスワード再設定コード',
      intro:
        'Kinwell のパスワード再設定のリクエストを受け付けました。新しいパスワードを設定するため、次のコードを入力してください：',
      validity: 'このコードの有効期限は1時間です。お心当たりがない場合は、このメールを無視してください。',
    },
    signature: '— Kinwell チーム',
  },
};
