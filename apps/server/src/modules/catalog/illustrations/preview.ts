// Contact sheet of every illustration subject, two seeds each, as one SVG file (no sharp needed);
// with --products, the picture of every product in the seed catalogue instead.
//
//   node apps/server/src/modules/catalog/illustrations/preview.ts out.svg [seedA seedB] [--size 400x300]
//   node apps/server/src/modules/catalog/illustrations/preview.ts out.svg --products [key-prefix...]
//
// Open the file in a browser, or rasterise it with any SVG renderer.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MARKET_SEEDS, MEAL_SEEDS } from '../seed/index.ts';
import { productPicture } from './product-picture.ts';
import { illustrationSvg } from './render.ts';
import { ILLUSTRATION_SUBJECTS } from './subjects.ts';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function main(argv: readonly string[]): void {
  const args = argv.slice();
  let tileW = 400;
  let tileH = 300;
  const sizeAt = args.indexOf('--size');
  if (sizeAt >= 0) {
    const m = /^(\d+)x(\d+)$/.exec(args[sizeAt + 1] ?? '');
    if (!m) throw new Error('--size expects WIDTHxHEIGHT, e.g. 400x300');
    tileW = Number(m[1]);
    tileH = Number(m[2]);
    args.splice(sizeAt, 2);
  }
  const productsAt = args.indexOf('--products');
  const products = productsAt >= 0;
  const prefixes = products ? args.splice(productsAt).slice(1) : [];
  const out = args[0];
  if (!out) {
    console.error('usage: node preview.ts out.svg [seedA seedB] [--size 400x300] | out.svg --products [key-prefix...]');
    process.exitCode = 1;
    return;
  }
  const seeds = [args[1] ?? 'sample-a', args[2] ?? 'sample-b'];
  const size = { width: tileW, height: tileH };
  // one cell per subject (both seeds side by side), or per product
  const cells: { label: string; tiles: string[] }[] = products
    ? [...MEAL_SEEDS, ...MARKET_SEEDS]
        .filter((p) => prefixes.length === 0 || prefixes.some((k) => p.key.startsWith(k)))
        .map((p) => ({ label: p.key, tiles: [productPicture(p, size).svg] }))
    : ILLUSTRATION_SUBJECTS.map((subject) => ({
        label: subject,
        tiles: seeds.map((seed) => illustrationSvg(subject, seed, size)),
      }));
  const gap = 16;
  const label = 22;
  const perCell = products ? 1 : seeds.length;
  const perRow = products ? 6 : 3;
  const cellW = perCell * tileW + (perCell - 1) * 6;
  const rows = Math.ceil(cells.length / perRow);
  const width = perRow * cellW + (perRow + 1) * gap;
  const height = rows * (tileH + label + gap) + gap;
  let body = '';
  let total = 0;
  let largest = 0;
  cells.forEach((cell, i) => {
    const x0 = gap + (i % perRow) * (cellW + gap);
    const y0 = gap + Math.floor(i / perRow) * (tileH + label + gap);
    body +=
      '<text x="' +
      x0 +
      '" y="' +
      (y0 + 15) +
      '" font-family="sans-serif" font-size="14" fill="#2F4F3A">' +
      escapeXml(cell.label) +
      '</text>';
    cell.tiles.forEach((svg, k) => {
      total += svg.length;
      largest = Math.max(largest, svg.length);
      body += '<g transform="translate(' + (x0 + k * (tileW + 6)) + ' ' + (y0 + label) + ')">' + svg + '</g>';
    });
  });
  const sheet =
    '<svg xmlns="http://www.w3.org/2000/svg" width="' +
    width +
    '" height="' +
    height +
    '" viewBox="0 0 ' +
    width +
    ' ' +
    height +
    '">' +
    '<rect width="100%" height="100%" fill="#ffffff"/>' +
    body +
    '</svg>';
  const file = resolve(out);
  writeFileSync(file, sheet);
  const count = cells.length * perCell;
  console.log(
    `${file}: ${cells.length} ${products ? 'products' : `subjects × ${seeds.length} seeds (${seeds.join(', ')})`}, ` +
      `average ${(total / count / 1024).toFixed(1)} KB, largest ${(largest / 1024).toFixed(1)} KB per picture`,
  );
}

main(process.argv.slice(2));
