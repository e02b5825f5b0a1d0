import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
const builtins = new Set(builtinModules);

/** `@scope/name/sub?query` → `@scope/name`; null for relative paths, Node built-ins and Vite's virtual modules. */
function packageOf(specifier) {
  if (/^[./]|^node:|^virtual:|^~/.test(specifier)) return null;
  const parts = specifier.split('?')[0].split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtins.has(name) ? null : name;
}

/** Every package a file imports is declared in package.json (dependencies or devDependencies), not merely installed as someone else's dependency. */
export const declaredDependencies = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { undeclared: "'{{name}}' is imported but not declared in package.json." },
  },
  create(context) {
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const name = packageOf(source.value);
      if (name === null || declared.has(name)) return;
      // A type-only package such as `estree` is declared as its @types package.
      const types = `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
      if (!declared.has(types)) context.report({ node: source, messageId: 'undeclared', data: { name } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'declared-dependencies': declaredDependencies } };
