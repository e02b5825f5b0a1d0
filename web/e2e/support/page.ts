import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The serious or critical axe violations on the page as it is now. Besides axe's default rules it
 * checks label-in-name (WCAG 2.5.3), which axe still calls experimental. Faster than axe's
 * defaults, for the journeys check about a hundred pages: only violations are collected in full
 * (resultTypes), and the results are gathered in the page itself (legacy mode) instead of in a
 * new blank page each time; the app has no frames, which is all legacy mode leaves out.
 */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Fails with the list of serious or critical axe violations on the page as it is now. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const serious = await seriousViolations(page);
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
