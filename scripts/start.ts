// npm start: build the web app when its sources changed, then migrate, seed (when needed) and serve.
import { ensureWebBuilt } from './build-web.ts';

ensureWebBuilt();
await import('../apps/server/src/main.ts');
