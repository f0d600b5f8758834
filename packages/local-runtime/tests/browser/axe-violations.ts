import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe-core's findings on the page as it stands: rule, impact, and up to five nodes with why each fails, short enough
 * to read in a failed expectation.
 *
 * Legacy mode runs axe.run() in the page. The default mode exists for cross-origin iframes (which the app has none
 * of): axe.runPartial() in every frame, then axe.finishRun() in a new blank page with axe injected a second time,
 * which cost 1-3 s more per page on a loaded 2-core machine for the same rules on the same DOM.
 */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
}
