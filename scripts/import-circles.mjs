#!/usr/bin/env node
// Fails when files of different modules import each other in a circle (issue 27: a module reads
// another through its service, never back through a circle). Type-only imports count too: a
// circle of types is still two modules that cannot be understood apart. Circles inside one module
// (its service re-exporting files that use each other) are allowed and listed only with --all.
// A module: server/modules/<domain>/<module>, web/src/features/<domain>/<feature>,
// web/src/shared/<folder>, server/platform/<folder>, otherwise server/<folder> or scripts/<folder>.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SKIP = /(^|\/)(node_modules|__generated__|generated|dist)(\/|$)/;
const files = [];
function walk(dir) {
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (SKIP.test(rel)) continue;
    if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
    else if (/\.(ts|tsx|mts|mjs)$/.test(name) && !/\.(test|spec)\.|\.d\.ts$/.test(name)) files.push(rel);
  }
}
for (const dir of ['server', 'web/src', 'scripts']) walk(dir);
const known = new Set(files);

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
function resolve(from, spec) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => known.has(f));
}
const graph = new Map(
  files.map((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const deps = new Set();
    for (const m of text.matchAll(IMPORT)) {
      const target = resolve(file, m[1] ?? m[2]);
      if (target) deps.add(target);
    }
    return [file, deps];
  }),
);

function moduleOf(file) {
  const p = file.split('/');
  if (p[0] === 'server' && p[1] === 'modules') return p.slice(0, 4).join('/');
  if (p[0] === 'web' && p[2] === 'features') return p.slice(0, 5).join('/');
  if (p[0] === 'web' && p[2] === 'shared') return p.length > 4 ? p.slice(0, 4).join('/') : 'web/src/shared';
  if (p[0] === 'server' && p[1] === 'platform' && p.length > 3) return p.slice(0, 3).join('/');
  return p.length > 2 ? p.slice(0, 2).join('/') : p[0];
}

// Tarjan's strongly connected components, iterative (deep import chains).
const index = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
const circles = [];
let counter = 0;
for (const start of graph.keys()) {
  if (index.has(start)) continue;
  const work = [[start, [...graph.get(start)], 0]];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length) {
    const frame = work[work.length - 1];
    const [node, deps] = frame;
    if (frame[2] < deps.length) {
      const next = deps[frame[2]++];
      if (!index.has(next)) {
        index.set(next, counter);
        low.set(next, counter++);
        stack.push(next);
        onStack.add(next);
        work.push([next, [...graph.get(next)], 0]);
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
      continue;
    }
    work.pop();
    if (work.length) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(node)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) circles.push(component.sort());
    }
  }
}

const across = circles.filter((c) => new Set(c.map(moduleOf)).size > 1);
console.log(`${files.length} files, ${circles.length} import circles, ${across.length} across modules (must be 0).`);
for (const circle of process.argv.includes('--all') ? circles : across) {
  const members = new Set(circle);
  console.log(`- ${[...new Set(circle.map(moduleOf))].join(', ')}:`);
  for (const file of circle)
    for (const dep of graph.get(file))
      if (members.has(dep) && moduleOf(dep) !== moduleOf(file)) console.log(`    ${file} -> ${dep}`);
}
process.exit(across.length ? 1 : 0);
