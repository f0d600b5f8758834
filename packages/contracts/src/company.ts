import * as z from 'zod';
import type { RouteContract } from './http';

/** Trimmed and lowercased, as spec §5 requires before any lookup. */
export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Invalid email format' }));

export const Domain = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: 'Domain is required' })
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { message: 'Invalid domain' });

/** A company's brand id, as used in `bid` links: lowercase letters, digits and dashes. */
export const CompanyId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, { message: 'Invalid company id' });

export const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'Colours are #rrggbb' });

export const CompanyMetadata = z.object({
  companyId: CompanyId,
  accountId: z.string(),
  name: z.string().min(1).max(200),
  domains: z.array(Domain),
  colors: z.object({ primary: HexColor, secondary: HexColor }),
  logoUrl: z.string(),
  createdAt: z.string(),
});
export type CompanyMetadata = z.infer<typeof CompanyMetadata>;

export const CheckInviteQuery = z.strictObject({ email: Email });
export const CheckInviteResponse = z.object({ invited: z.boolean() });

export const ValidateDomainQuery = z.strictObject({ domain: Domain });
export const ValidateDomainResponse = z.object({
  valid: z.boolean(),
  accountId: z.string().nullable(),
  companyId: z.string().nullable(),
});

/** companyId '0' stands for the default company (spec §7). */
export const UpdateCompanyInvitesBody = z.strictObject({
  email: Email,
  companyId: z.union([z.literal('0'), CompanyId]),
});
export const UpdateCompanyInvitesResponse = z.object({
  email: z.string(),
  companyId: z.string(),
  invited: z.literal(true),
});

export const FetchMetadataBody = z.strictObject({
  key: z
    .string()
    .trim()
    .regex(/^companies\/[a-z0-9][a-z0-9-]*\/(?![a-z0-9._-]*\.meta\.json$)[a-z0-9][a-z0-9._-]*\.json$/, {
      message: 'key must be a company metadata file under companies/{id}/',
    }),
});

export const companyRoutes = {
  checkInvite: {
    group: 'company',
    method: 'GET',
    path: '/api/s3/check-invite',
    auth: 'none',
    query: CheckInviteQuery,
    response: CheckInviteResponse,
  },
  validateDomain: {
    group: 'company',
    method: 'GET',
    path: '/api/s3/validate-domain',
    auth: 'none',
    query: ValidateDomainQuery,
    response: ValidateDomainResponse,
  },
  updateCompanyInvites: {
    group: 'company',
    method: 'POST',
    path: '/api/s3/update-company-invites',
    // A signed-in member, inviting into their own company only (the invite grants sign-up eligibility).
    auth: 'session',
    body: UpdateCompanyInvitesBody,
    response: UpdateCompanyInvitesResponse,
  },
  fetchMetadata: {
    group: 'company',
    method: 'POST',
    path: '/api/s3/fetch-metadata',
    auth: 'none',
    body: FetchMetadataBody,
    response: CompanyMetadata,
  },
  companyLogo: {
    group: 'company',
    method: 'GET',
    path: '/api/s3/company-logo/{companyId}',
    auth: 'none',
    response: z.unknown(),
    mediaType: 'image/*',
  },
} as const satisfies Record<string, RouteContract>;
