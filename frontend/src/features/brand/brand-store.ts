import { DEFAULT_BRAND_COLORS, DEFAULT_COMPANY_ID, isHexColor } from '@kinwell/core';
import { proxy } from 'valtio';
import defaultLogoUrl from './assets/kinwell-logo.svg';
import { brandApi } from './brand-api';

/** Spec section 3's brand settings, plus the company name (the logo's alternative text). */
export interface BrandState {
  companyId: string;
  name: string;
  logoUrl: string;
  colors: { primary: string; secondary: string };
}

export const DEFAULT_BRAND_NAME = 'Kinwell';

export function defaultBrand(): BrandState {
  return {
    companyId: DEFAULT_COMPANY_ID,
    name: DEFAULT_BRAND_NAME,
    logoUrl: defaultLogoUrl,
    colors: { ...DEFAULT_BRAND_COLORS },
  };
}

export const brandStore = proxy<BrandState>(defaultBrand());

export const isDefaultBrand = (brand: Pick<BrandState, 'companyId'> = brandStore) =>
  brand.companyId === DEFAULT_COMPANY_ID;

/** The custom properties the current company brand set on <html> (none for the default brand: global.css's). */
let appliedProperties: string[] = [];

/** Bumped by every brand change: a company brand still loading when another change comes is dropped. */
let brandVersion = 0;

/**
 * Applies a brand to the store and to <html>, so light and dark screens alike take it. A company's colours are
 * computed by a module loaded on first need (brand-css.ts); the default brand only removes a company's. When
 * that module cannot load (offline), the default brand applies, as after any brand error (spec section 4).
 */
async function setBrand(brand: BrandState): Promise<void> {
  const version = ++brandVersion;
  let applied = brand;
  let css: Record<string, string> = {};
  if (!isDefaultBrand(brand)) {
    try {
      css = (await import('./brand-css')).companyBrandCss(brand.companyId, brand.colors);
    } catch {
      applied = defaultBrand();
    }
    if (version !== brandVersion) return;
  }
  const root = document.documentElement;
  for (const name of appliedProperties) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(css)) root.style.setProperty(name, value);
  appliedProperties = Object.keys(css);
  root.dataset.brand = applied.companyId;
  Object.assign(brandStore, applied);
}

/** Spec section 4: reset to default when no company is given. */
export function resetBrand(): void {
  brandVersion++; // drops a company brand still loading
  if (!isDefaultBrand() || brandStore.logoUrl !== defaultLogoUrl) void setBrand(defaultBrand());
}

const loads = new Map<string, Promise<BrandState>>();

/** The company's brand from its metadata; on any error (404 included) the default brand (spec section 4). */
async function fetchBrand(companyId: string): Promise<BrandState> {
  try {
    const metadata = await brandApi.metadata(companyId);
    const { primary, secondary } = metadata.colors ?? {};
    return {
      companyId: metadata.companyId ?? companyId,
      name: metadata.name || DEFAULT_BRAND_NAME,
      logoUrl: metadata.logoUrl || defaultLogoUrl,
      colors: {
        primary: primary && isHexColor(primary) ? primary : DEFAULT_BRAND_COLORS.primary,
        secondary: secondary && isHexColor(secondary) ? secondary : DEFAULT_BRAND_COLORS.secondary,
      },
    };
  } catch {
    return defaultBrand();
  }
}

/** Loads and applies a company's brand (once per company and page load). */
export async function loadBrand(companyId: string): Promise<BrandState> {
  if (companyId === DEFAULT_COMPANY_ID) {
    resetBrand();
    return brandStore;
  }
  let load = loads.get(companyId);
  if (!load) {
    load = fetchBrand(companyId);
    loads.set(companyId, load);
  }
  const version = brandVersion;
  const brand = await load;
  // A reset or another brand came while this one loaded (a logout, a navigation without bid): it wins.
  if (version !== brandVersion) return brandStore;
  await setBrand(brand);
  return brand;
}

const domainLookups = new Map<string, Promise<string | undefined>>();

/** The company of an email's domain (validate-domain), remembered per domain; undefined when none or on error. */
export function companyOfEmail(email: string): Promise<string | undefined> {
  const domain = email.trim().toLowerCase().split('@')[1];
  if (!domain) return Promise.resolve(undefined);
  let lookup = domainLookups.get(domain);
  if (!lookup) {
    lookup = brandApi.companyOfDomain(domain).catch(() => undefined);
    domainLookups.set(domain, lookup);
  }
  return lookup;
}

/** Tests start from a clean slate. */
export function forgetBrandLoads(): void {
  loads.clear();
  domainLookups.clear();
  void setBrand(defaultBrand());
}
