import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../lib/i18n';

/**
 * The legal routes' loader: the active language's texts, before the page renders. The query code is imported
 * here, on first use, so that it does not ride in every page's entry chunk with the route definitions.
 */
export async function prefetchLegalTexts(queryClient: QueryClient): Promise<void> {
  const { legalTextsQueryOptions } = await import('./legal-documents');
  await queryClient.ensureQueryData(legalTextsQueryOptions(i18n.locale));
}
