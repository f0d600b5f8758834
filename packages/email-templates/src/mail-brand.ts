import { type MailBranding, readableTextOn } from '@kinwell/core';
import { escapeHtml } from './escape-html';

/** The shell's brand placeholders filled with the brand's values (escaped: a company's name is its own). */
export function withBrand(html: string, branding: MailBranding): string {
  const values: Record<string, string> = {
    platformName: branding.platformName,
    logoImage: branding.logoImage,
    brandColor: branding.brandColor,
    brandTextColor: readableTextOn(branding.brandColor),
  };
  return html.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : escapeHtml(value);
  });
}
