// Import circles, type-only imports included (ESLint's import-x/no-cycle skips those): between
// files, and between folders (app ↔ features, one feature ↔ another). Part of `npm run lint`.
//
//   node scripts/check-cycles.mjs            # apps/web/src and packages/shared/src
//   node scripts/check-cycles.mjs --list     # also print every folder edge with one import that makes it
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const roots = ['apps/web/src', 'packages/shared/src'].map((dir) => path.join(root, dir));
const shared = path.join(root, 'packages/shared/src');

/** The folder a file counts in: each feature on its own, each other top folder of src, each root file. */
function folderOf(file) {
  const parts = file.split(path.sep);
  if (parts[0] === 'packages') return 'shared';
  const [, , , top, sub] = parts;
  if (top === 'features') return `features/${sub}`;
  return top;
}

/** Tarjan's strongly connected components with more than one member: the circles of a graph. */
function stronglyConnected(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const members = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1) circles.push(members.reverse());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) ? [file] : [];
  });
}

function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  else if (specifier.startsWith('@rentfront/shared/')) base = path.join(shared, specifier.slice('@rentfront/shared/'.length));
  else if (specifier === '@rentfront/shared') base = path.join(shared, 'index');
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

const files = roots.flatMap(sourceFiles);
const edges = new Map(files.map((file) => [file, new Set()]));
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  for (const { fileName } of importedFiles) {
    const target = resolveImport(file, fileName);
    if (target && edges.has(target) && target !== file) edges.get(file).add(target);
  }
}

const rel = (file) => path.relative(root, file);
const problems = [];
for (const circle of stronglyConnected(edges)) {
  problems.push(`file circle: ${circle.map(rel).join(' ↔ ')}`);
}

const folderEdges = new Map();
const example = new Map();
for (const [file, targets] of edges) {
  const from = folderOf(rel(file));
  for (const target of targets) {
    const to = folderOf(rel(target));
    if (from === to) continue;
    if (!folderEdges.has(from)) folderEdges.set(from, new Set());
    folderEdges.get(from).add(to);
    if (!example.has(`${from}>${to}`)) example.set(`${from}>${to}`, `${rel(file)} → ${rel(target)}`);
  }
  if (!folderEdges.has(from)) folderEdges.set(from, new Set());
}
for (const circle of stronglyConnected(folderEdges)) {
  const links = circle.flatMap((from) => circle.map((to) => example.get(`${from}>${to}`)).filter(Boolean));
  problems.push(`folder circle: ${circle.join(' ↔ ')}\n    ${links.join('\n    ')}`);
}

if (process.argv.includes('--list')) {
  for (const [from, tos] of [...folderEdges].sort())
    for (const to of [...tos].sort()) console.log(`${from} → ${to}   (${example.get(`${from}>${to}`)})`);
}
if (problems.length > 0) {
  console.error(`Import circles (docs/architecture.md):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
