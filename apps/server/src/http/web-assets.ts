import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { WebAssets } from './pages.ts';

/**
 * The built web app: hashed files under /assets are cached for a year, other files for an
 * hour, and pre-compressed .br/.gz copies are sent when the browser accepts them.
 */
export async function builtWebAssets(app: FastifyInstance, dir: string): Promise<WebAssets> {
  const indexFile = join(dir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The web app is not built: ${indexFile} is missing (run npm run build)`);
  const template = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/index.html', '**/*.br', '**/*.gz'],
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  return { template: async () => template };
}

/** Development: Vite serves modules with hot reload on the same port as the API. */
export async function viteWebAssets(app: FastifyInstance, root: string): Promise<WebAssets> {
  const { createServer } = await import('vite');
  const middie = (await import('@fastify/middie')).default;
  const vite = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    server: { middlewareMode: true, ws: { server: app.server } },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => {
    await vite.close();
  });
  const indexFile = join(root, 'index.html');
  return { template: async (url) => vite.transformIndexHtml(url, readFileSync(indexFile, 'utf8')) };
}
