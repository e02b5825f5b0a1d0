import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { E2E_ORIGIN, E2E_OUT_DIR } from './support/env.ts';

/**
 * Journeys against the real product: globalSetup starts an SMTP server and the app (fresh
 * PGlite database, embedded provider, demo data) exactly as `npm start` does.
 */
export default defineConfig({
  testDir: '.',
  outputDir: path.join(E2E_OUT_DIR, 'e2e'),
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // No retries: a journey that fails once is a defect to fix, not to retry away.
  retries: 0,
  // Timeouts stop a hung journey; they do not measure speed, so they leave room for a busy
  // machine (every wait is a web-first assertion that returns as soon as the page is ready).
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    [
      'html',
      {
        outputFolder: process.env.E2E_OUT_DIR ? path.join(E2E_OUT_DIR, 'report') : '../../playwright-report',
        open: 'never',
      },
    ],
  ],
  use: {
    baseURL: E2E_ORIGIN,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'on',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
