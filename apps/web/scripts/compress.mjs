// Writes .br and .gz beside every text asset of the build so the server can send them as they are
// (@fastify/static preCompressed), instead of compressing on every request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
const TEXT = /\.(js|css|svg|json|txt|xml|webmanifest)$/;

function walk(d) {
  return fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
}

let count = 0;
for (const file of walk(dir)) {
  if (!TEXT.test(file)) continue;
  const data = fs.readFileSync(file);
  if (data.length < 512) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count += 1;
}
console.log(`compressed ${count} assets in ${path.relative(process.cwd(), dir) || '.'}`);
