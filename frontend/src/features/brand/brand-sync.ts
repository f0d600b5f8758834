import { DEFAULT_COMPANY_ID } from '@kinwell/core';
import { optionalString } from '../../lib/search-params';
import { brandStore, companyOfEmail, isDefaultBrand, loadBrand, resetBrand } from './brand-store';

export const BRAND_SEARCH_PARAM = 'bid';

interface BrandSyncInput {
  /** The location's search (`bid` is the company brand id of spec section 2). */
  search: Record<string, unknown>;
  /** The signed-in user's email, when signed in. */
  email?: string | undefined;
}

/**
 * Chooses and applies the brand for a navigation (the root route's `beforeLoad`): the signed-in user's company
 * (from their email domain) first, else the `bid` of the link, else the default. Answers the `bid` the URL should
 * carry when it lacks it (a non-default brand is active), so the caller can redirect to the same place with it.
 */
export async function syncBrand({ search, email }: BrandSyncInput): Promise<string | undefined> {
  const bid = optionalString(search[BRAND_SEARCH_PARAM]);
  const companyOfUser = email ? await companyOfEmail(email) : undefined;
  const companyId = companyOfUser ?? bid;
  if (companyId && companyId !== DEFAULT_COMPANY_ID) await loadBrand(companyId);
  else resetBrand();
  if (isDefaultBrand()) return undefined;
  return bid === brandStore.companyId ? undefined : brandStore.companyId;
}

/**
 * A search middleware of the root route: every link and navigation carries `bid` while a company brand is active
 * (spec: "bid is carried on every route"), and none once the brand is the default again.
 */
export function carryBrandSearch({
  search,
  next,
}: {
  search: Record<string, unknown>;
  next: (search: Record<string, unknown>) => Record<string, unknown>;
}): Record<string, unknown> {
  const result = next(search);
  if (isDefaultBrand()) return result;
  return { ...result, [BRAND_SEARCH_PARAM]: brandStore.companyId };
}
