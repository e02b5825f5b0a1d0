import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import babel from '@rolldown/plugin-babel';
import { getConfig } from '@lingui/conf';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const linguiConfig = getConfig({ configPath: path.join(webDir, 'lingui.config.ts') });

/** Unit tests of the web client's pure logic (guards, route table, menu, validation, errors). */
export default defineConfig({
  root: webDir,
  plugins: [babel({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] })],
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
