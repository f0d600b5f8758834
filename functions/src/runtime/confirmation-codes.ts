import { createHash, randomInt } from 'node:crypto';
import type { ConfirmationCodes } from '@kinwell/core';

/**
 * Codes for both runtimes: uniformly random digits, stored as a SHA-256 bound to the member. Six digits are few,
 * so the hash is no secret on its own: the 5-guess limit and 15-minute life are what protect a code.
 */
export const confirmationCodes: ConfirmationCodes = {
  generate: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
  hash: (memberSub, code) => createHash('sha256').update(`personal-email:${memberSub}:${code}`).digest('hex'),
};
