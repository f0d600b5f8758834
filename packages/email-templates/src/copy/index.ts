import type { Locale } from '@kinwell/core';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import type { MailCopy } from './mail-copy';

export type { CardCopy, MailCopy } from './mail-copy';

/** The mails' words in each language Kinwell speaks. */
export const mailCopy: Record<Locale, MailCopy> = { en, fr, es, ja, ar };
