// Adds lucide icons to src/ui/icons (a module per icon and its line in the barrel), by lucide name:
//   node apps/web/scripts/add-icons.mjs BellRing Heart
// Names are lucide's (https://lucide.dev/icons, in PascalCase, aliases included).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const webDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const iconsDir = path.join(webDir, 'src/ui/icons');
// lucide's ES index (its package resolves to CommonJS for require): the same folder's esm/lucide.mjs.
const lucideIndex = path.join(path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('lucide')), '..', 'esm', 'lucide.mjs');
const exportsOf = new Map();
for (const match of fs.readFileSync(lucideIndex, 'utf8').matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g)) {
  for (const name of match[1].matchAll(/as (\w+)/g)) exportsOf.set(name[1], match[2]);
}

const barrelFile = path.join(iconsDir, 'index.ts');
let barrel = fs.readFileSync(barrelFile, 'utf8');
let failed = false;
for (const name of process.argv.slice(2)) {
  const file = exportsOf.get(name);
  if (!file) {
    console.error(`${name}: not a lucide icon`);
    failed = true;
    continue;
  }
  const module = path.join(iconsDir, `${name}.ts`);
  if (!fs.existsSync(module)) {
    fs.writeFileSync(
      module,
      `import node from 'lucide/dist/esm/icons/${file}.mjs';\nimport { lucideIcon } from '../Icon';\n\nexport const ${name} = /* @__PURE__ */ lucideIcon(node);\n`,
    );
  }
  const line = `export { ${name} } from './${name}';\n`;
  if (!barrel.includes(line)) barrel += line;
  console.log(`${name}: src/ui/icons/${name}.ts`);
}
fs.writeFileSync(barrelFile, barrel);
process.exit(failed ? 1 : 0);
