import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with the list of serious or critical axe violations on the page as it is now. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

/** Opens every page of this test in `lang` (the app's stored language choice). */
export async function useLanguage(page: Page, lang: 'pl' | 'en'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('skypilot.language', value), lang);
}

/**
 * Nothing on the page is wider than `width`. Polled: after a viewport change or a data load the
 * app's responsive layout (some of it chosen in JS through media queries) settles a frame later.
 */
export async function expectFitsWidth(page: Page, width: number): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `the page fits ${width} px`,
    })
    .toBeLessThanOrEqual(width);
}
