import type { ScreenType, TextBlock } from '@kinwell/core';
import { useLingui } from '@lingui/react';
import { useQueries } from '@tanstack/react-query';
import { textBlockQueryOptions } from './content-api';
import { chooseTextBlock } from './use-text-block';

// Its own module: only the onboarding wizard needs several blocks, and useQueries should not weigh on other pages.
/** Several screens' blocks at once (the onboarding wizard switches steps without waiting). */
export function useTextBlocks<S extends ScreenType>(screenTypes: readonly S[]): Record<S, TextBlock> {
  const { i18n } = useLingui();
  const results = useQueries({ queries: screenTypes.map((type) => textBlockQueryOptions(type, i18n.locale)) });
  return Object.fromEntries(
    screenTypes.map((type, index) => [type, chooseTextBlock(i18n, type, results[index]?.data)]),
  ) as Record<S, TextBlock>;
}
