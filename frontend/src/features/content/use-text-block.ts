import type { ScreenType, TextBlock } from '@kinwell/core';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { ServedTextBlock } from './content-api';
import { textBlockQueryOptions } from './content-api';
import { textBlockMessages } from './text-block-messages';

/** The built-in block of a screen, translated through the catalogs into the active language. */
export function fallbackTextBlock(i18n: I18n, screenType: ScreenType): TextBlock {
  const messages = textBlockMessages[screenType];
  const { primary, secondary } = messages.actions ?? {};
  return {
    title: i18n._(messages.title),
    subtitle: i18n._(messages.subtitle),
    ...(messages.actions
      ? {
          actions: {
            ...(primary ? { primary: i18n._(primary) } : {}),
            ...(secondary ? { secondary: i18n._(secondary) } : {}),
          },
        }
      : {}),
  };
}

/**
 * The block to show: a stored block in the active language wins; otherwise the built-in one in that language (the
 * server's English fallback would put English on a French screen). Missing action labels come from the built-in.
 */
export function chooseTextBlock(i18n: I18n, screenType: ScreenType, served: ServedTextBlock | undefined): TextBlock {
  const fallback = fallbackTextBlock(i18n, screenType);
  if (served?.source !== 'stored' || served.language !== i18n.locale) return fallback;
  const actions = { ...fallback.actions, ...served.block.actions };
  return { ...served.block, ...(Object.keys(actions).length > 0 ? { actions } : {}) };
}

/** Spec section 3's text block of a screen, for the current language: instant fallback, then the stored one. */
export function useTextBlock(screenType: ScreenType): TextBlock {
  const { i18n } = useLingui();
  const { data } = useQuery(textBlockQueryOptions(screenType, i18n.locale));
  return chooseTextBlock(i18n, screenType, data);
}
