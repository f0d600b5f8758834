import { accountMessages } from '@kinwell/core';
import * as z from 'zod';
import type { RouteContract } from './http';

/** The member's data as they download it (core's AccountExport): their account, then one section per store. */
export const AccountExportResponse = z.object({
  format: z.literal('kinwell-account-export'),
  version: z.literal(1),
  exportedAt: z.iso.datetime(),
  account: z.object({ userId: z.string(), email: z.string(), attributes: z.record(z.string(), z.string()) }),
  data: z.record(z.string(), z.unknown()),
});
export type AccountExportResponse = z.infer<typeof AccountExportResponse>;

/** Deleting the account asks for the password again: a session left open on a shared screen is not enough. */
export const DeleteAccountRequest = z.strictObject({
  password: z.string({ error: accountMessages.passwordRequired }).min(1, accountMessages.passwordRequired).max(256),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

export const DeleteAccountResponse = z.object({
  message: z.string(),
  /** False when the account is gone but the confirmation mail could not be sent. */
  confirmationMailed: z.boolean(),
});
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponse>;

/** The member's privacy rights: their data as a download, and their account's deletion. Always the caller's own. */
export const accountRoutes = {
  exportAccount: {
    group: 'account',
    method: 'GET',
    path: '/api/account/export',
    auth: 'session',
    response: AccountExportResponse,
  },
  deleteAccount: {
    group: 'account',
    method: 'POST',
    path: '/api/account/delete',
    auth: 'session',
    body: DeleteAccountRequest,
    response: DeleteAccountResponse,
  },
} as const satisfies Record<string, RouteContract>;
