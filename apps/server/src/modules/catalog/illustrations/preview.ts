// Contact sheet of every illustration subject, two seeds each, as one SVG file (no sharp needed).
//
//   node apps/server/src/modules/catalog/illustrations/preview.ts out.svg [seedA seedB] [--size 400x300]
//
// Open the file in a browser, or rasterise it with any SVG renderer.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
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
  const out = args[0];
  if (!out) {
    console.error('usage: node preview.ts out.svg [seedA seedB] [--size 400x300]');
    process.exitCode = 1;
    return;
  }
  const seeds = [args[1] ?? 'sample-a', args[2] ?? 'sample-b'];
  const gap = 16;
  const label = 22;
  const perRow = 3; // subjects per row, each with both seeds side by side
  const cellW = seeds.length * tileW + (seeds.length - 1) * 6;
  const rows = Math.ceil(ILLUSTRATION_SUBJECTS.length / perRow);
  const width = perRow * cellW + (perRow + 1) * gap;
  const height = rows * (tileH + label + gap) + gap;
  let body = '';
  let total = 0;
  let largest = 0;
  ILLUSTRATION_SUBJECTS.forEach((subject, i) => {
    const x0 = gap + (i % perRow) * (cellW + gap);
    const y0 = gap + Math.floor(i / perRow) * (tileH + label + gap);
    body +=
      '<text x="' +
      x0 +
      '" y="' +
      (y0 + 15) +
      '" font-family="sans-serif" font-size="14" fill="#2F4F3A">' +
      escapeXml(subject) +
      '</text>';
    seeds.forEach((seed, k) => {
      const svg = illustrationSvg(subject, seed, { width: tileW, height: tileH });
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
  const count = ILLUSTRATION_SUBJECTS.length * seeds.length;
  console.log(
    `${file}: ${ILLUSTRATION_SUBJECTS.length} subjects × ${seeds.length} seeds (${seeds.join(', ')}), ` +
      `average ${(total / count / 1024).toFixed(1)} KB, largest ${(largest / 1024).toFixed(1)} KB per picture`,
  );
}

main(process.argv.slice(2));
