import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { LogoContext } from '../../../components/logo';
import { brandStore, isDefaultBrand } from '../brand-store';

/** Hands the company's logo and name to every `<Logo>`; the default brand keeps the bundled Kinwell mark. */
export function BrandLogoProvider({ children }: { children: ReactNode }) {
  const brand = useSnapshot(brandStore);
  const value = isDefaultBrand(brand) ? undefined : { src: brand.logoUrl, name: brand.name };
  return <LogoContext value={value}>{children}</LogoContext>;
}
