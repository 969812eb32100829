import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOT_LOADER, BOOT_LOADER_CSP, deferScripts } from './deferred-boot.ts';

const template = `<html><head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head><body><div id="root"></div></body></html>`;

describe('scripts asked for once the page is painted', () => {
  it('takes the module scripts and preloads out of the shell and lists them, the page’s chunks last', () => {
    const { shell, boot } = deferScripts(template, ['/assets/MenuPage-D.js']);
    expect(shell).not.toContain('<script');
    expect(shell).not.toContain('modulepreload');
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
    const json = /<script type="application\/json" id="fp-boot">(.*?)<\/script>/.exec(boot)![1]!;
    expect(JSON.parse(json)).toEqual({
      modules: ['/assets/index-A.js'],
      preload: ['/assets/framework-B.js', '/assets/MenuPage-D.js'],
    });
  });

  it('allows the loader in the Content-Security-Policy by the hash of exactly what it sends', () => {
    const { boot } = deferScripts(template, []);
    const inline = /<script>(.*)<\/script>/.exec(boot)![1]!;
    expect(inline).toBe(BOOT_LOADER);
    expect(BOOT_LOADER_CSP).toBe(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
  });

  it('cannot be closed early by a file name', () => {
    const { boot } = deferScripts(template, ['/assets/</script><b>.js']);
    expect(boot.match(/<\/script>/g)).toHaveLength(2);
  });
});
