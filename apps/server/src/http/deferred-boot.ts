import { createHash } from 'node:crypto';

/**
 * Decision 035: a page the server rendered is whole without its scripts, so they are asked for
 * only once its largest image (the one marked `fetchpriority="high"`) is in and painted, or after
 * three seconds at most. A phone's bandwidth goes to what the reader sees first; the app then
 * takes over the page it finds. The list of files travels as JSON beside the page's state; the
 * loader is one fixed script, allowed by its hash in the Content-Security-Policy.
 */
export const BOOT_ID = 'fp-boot';

export const BOOT_LOADER =
  "(function(){var d=document,b=JSON.parse(d.getElementById('" +
  BOOT_ID +
  "').textContent),started=false;" +
  'function add(tag,attrs){var e=d.createElement(tag);for(var k in attrs)e[k]=attrs[k];e.crossOrigin="";d.head.appendChild(e)}' +
  'function go(){if(started)return;started=true;' +
  'b.preload.forEach(function(h){add("link",{rel:"modulepreload",href:h})});' +
  'b.modules.forEach(function(h){add("script",{type:"module",src:h})})}' +
  // After the next frame, so the image is painted first; the timer covers a tab in the background.
  'function later(){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,100)}' +
  'var i=d.querySelector("img[fetchpriority=high]");' +
  'if(i&&!i.complete){i.addEventListener("load",later);i.addEventListener("error",later);setTimeout(go,3000)}else later()})()';

export const BOOT_LOADER_CSP = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The shell without its module scripts and preloads, and what goes at the end of the page to ask
 * for them (with the page's own chunks) once the page is painted.
 */
export function deferScripts(template: string, pagePreloads: string[]): { shell: string; boot: string } {
  const modules = [...template.matchAll(MODULE_SCRIPT)].map((m) => m[1]!);
  const preload = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const shell = template.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  // Inside a JSON script, "</" is the only sequence that could end it early.
  const json = JSON.stringify({ modules, preload: [...preload, ...pagePreloads] }).replace(/<\//g, '<\\/');
  return {
    shell,
    boot: `<script type="application/json" id="${BOOT_ID}">${json}</script>\n    <script>${BOOT_LOADER}</script>`,
  };
}
