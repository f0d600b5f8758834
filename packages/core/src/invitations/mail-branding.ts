import type { Company, CompanyDirectory } from '../company/company-directory';
import { DEFAULT_BRAND_COLORS, DEFAULT_COMPANY_ID } from '../company/default-company';

/** The product's name in mails (the app shows the same). */
export const PLATFORM_NAME = 'Kinwell';

/** What a product mail shows of the brand: always the server's own data, never the request's. */
export interface MailBranding {
  platformName: string;
  /** An absolute URL: https, or on this app. */
  logoImage: string;
  /** #rrggbb */
  brandColor: string;
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * A member's company (their domain's, else their invite's) and its mail brand; the default brand without one.
 * Read before anything about the member changes: an account deletion removes the invite it may rest on.
 */
export async function memberMailBranding(
  companies: Pick<CompanyDirectory, 'eligibility' | 'get'>,
  email: string,
  appUrl: string,
): Promise<{ companyId: string | undefined; branding: MailBranding }> {
  const { companyId } = await companies.eligibility(email);
  const company = companyId && companyId !== DEFAULT_COMPANY_ID ? await companies.get(companyId) : undefined;
  return { companyId, branding: mailBranding(company, appUrl) };
}

/** The app's origin, with no trailing slash: links are built on it. */
const originOf = (appUrl: string) => new URL(appUrl).origin;

/**
 * The brand of a member's company as mails show it, built from the company metadata and this app's public URL
 * (PUBLIC_URL locally, the site URL in AWS). A logo that is neither https nor on this app (metadata edited by
 * hand) falls back to the default logo rather than failing the mail.
 */
export function mailBranding(company: Pick<Company, 'logoUrl' | 'colors'> | undefined, appUrl: string): MailBranding {
  const origin = originOf(appUrl);
  const defaultLogo = `${origin}/favicon.svg`;
  let logoImage = defaultLogo;
  if (company?.logoUrl) {
    try {
      const url = new URL(company.logoUrl, `${origin}/`);
      const safe = !url.username && !url.password && (url.protocol === 'https:' || url.origin === origin);
      if (safe) logoImage = url.href;
    } catch {
      // A broken logo address: the default logo.
    }
  }
  const primary = company?.colors.primary;
  return {
    platformName: PLATFORM_NAME,
    logoImage,
    brandColor: (primary && HEX_COLOR.test(primary) ? primary : DEFAULT_BRAND_COLORS.primary).toLowerCase(),
  };
}

/** Spec §7: the sign-up link carries the company's brand id (`bid`), except for the default company. */
export function signUpLink(appUrl: string, companyId: string | undefined): string {
  const origin = originOf(appUrl);
  return companyId && companyId !== DEFAULT_COMPANY_ID
    ? `${origin}/signup?${new URLSearchParams({ bid: companyId })}`
    : `${origin}/signup`;
}

export const supportLink = (appUrl: string) => `${originOf(appUrl)}/contact`;

/** Where a member lands from their welcome mail. */
export const appHomeLink = (appUrl: string) => `${originOf(appUrl)}/dashboard`;
