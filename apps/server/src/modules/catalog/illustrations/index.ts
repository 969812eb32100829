// Generated product, banner and page pictures: flat food illustrations drawn as standalone SVG,
// rasterised later by the image route (sharp). No photos, fonts, text or external references.
//
//   illustrationSvg('pasta', 'creamy-mushroom-rigatoni')              → 800×600 (4:3)
//   illustrationSvg('hero_table', 'home', { width: 1600, height: 700 }) → wider view, same dishes
//
// The seed (usually a product key) picks colours, garnish, plate and ingredient layout; the same
// subject, seed and size always give the same bytes. Contact sheet of every subject:
//   node apps/server/src/modules/catalog/illustrations/preview.ts out.svg
export { ILLUSTRATION_SUBJECTS, type IllustrationSubject, isIllustrationSubject } from './subjects.ts';
export { FRAME, illustrationSvg, type IllustrationOptions } from './render.ts';
