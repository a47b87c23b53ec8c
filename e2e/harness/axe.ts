/**
 * axe-core (`@axe-core/playwright`, Deque's engine the issue named) over the page as it stands:
 * the WCAG 2.0/2.1/2.2 A and AA rules, and what a person would be stopped by — the serious and
 * critical violations, one line each ("color-contrast: .badge (2,68:1)").
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe reads colours as painted: a dialog or popover still fading in would read as too pale. */
async function waitForFadeIns(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [
      ...document.querySelectorAll(
        '.mantine-Modal-content, .mantine-Popover-dropdown, .mantine-Notification-root',
      ),
    ].every((element) => getComputedStyle(element).opacity === '1'),
  );
}

export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  await waitForFadeIns(page);
  const result = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where} — ${violation.id} (${violation.impact}): ${node.target.join(' ')} :: ${(node.any[0]?.message ?? node.failureSummary ?? '').slice(0, 160)}`,
      ),
    );
}
