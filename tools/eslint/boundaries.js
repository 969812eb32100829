// Import direction (DESIGN.md §3): web features never import each other or the app; shared code
// (api, components, lib) never imports features or the app; server modules reach other modules only
// through their services (tables may be referenced for foreign keys); packages never import apps.
// On the server (decision 047), the infrastructure (db/, http/, jobs/) imports no module and no
// part of the composition root, and no module imports the composition root (app.ts, services.ts,
// main.ts, worker.ts, app-jobs.ts, seed/, cli/).
import path from 'node:path';

const norm = (p) => p.split(path.sep).join('/');

function classify(file) {
  const f = norm(file);
  let m = f.match(/apps\/web\/src\/features\/([^/]+)\//);
  if (m) return { area: 'web-feature', name: m[1] };
  if (/apps\/web\/src\/(api|components|lib)\//.test(f)) return { area: 'web-shared' };
  if (/apps\/web\/src\/app\//.test(f)) return { area: 'web-app' };
  m = f.match(/apps\/server\/src\/modules\/([^/]+)\/(.+)$/);
  if (m) return { area: 'server-module', name: m[1], rest: m[2] };
  if (/apps\/server\/src\/(db|http|jobs)\//.test(f)) return { area: 'server-infra' };
  if (/apps\/server\/src\/((app|services|main|worker|app-jobs)\.ts|(seed|cli)\/)/.test(f))
    return { area: 'server-root' };
  if (/packages\/(contracts|domain|i18n)\/src\//.test(f)) return { area: 'package' };
  return { area: 'other' };
}

// Where SQL may run (DESIGN.md §3, decision 025): repositories, table declarations, the database
// layer and the job runner's repository; tests and their helpers build fixtures directly.
const SQL_HOME =
  /(^|\/)([\w-]*repository|[\w-]*tables|schema)\.ts$|apps\/server\/src\/db\/|\.test\.ts$|apps\/server\/test\/|-test-helpers\.ts$/;
const TABLES_FILE = /(^|\/)([\w-]+-)?tables\.ts$/;
const REPOSITORY_FILE = /(^|\/)([\w-]+-)?repository\.ts$/;

/** True when every binding of the import is a type (`import type`, or `{ type x }` only). */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

const CROSS_MODULE_ALLOWED = /^(service|[\w-]+-service|tables|types|[\w-]+-types)\.ts$/;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'enforce the layering of DESIGN.md §3' },
    messages: {
      featureToFeature:
        'Feature "{{from}}" must not import feature "{{to}}": move the shared piece to components/ or a package.',
      sharedToFeature: 'Shared code (api, components, lib) must not import features or the app.',
      featureToApp: 'Features must not import the app layer.',
      moduleInternals:
        'Module "{{from}}" may use module "{{to}}" only through its service (or its tables for foreign keys), not {{file}}.',
      packageToApp: 'Packages must not import application code.',
      infraToModule:
        "The server's infrastructure (db/, http/, jobs/) must not import a module or the composition root: take what it needs as a parameter (an interface declared here).",
      moduleToRoot:
        'A module must not import the composition root (app.ts, services.ts, main.ts, worker.ts, app-jobs.ts, seed/, cli/): it receives what it needs as a dependency.',
      sqlOutsideRepository:
        "Only repositories (repository.ts, *-repository.ts), tables.ts and db/ run SQL: move this query to the module's repository.",
      foreignTable:
        'A repository queries only its own module\'s tables: ask module "{{to}}" through its service instead.',
    },
    schema: [],
  },
  create(context) {
    const from = classify(context.filename);
    const file = norm(context.filename);
    const serverCode = /apps\/server\/src\//.test(file) && !SQL_HOME.test(file);
    function checkSql(node, source) {
      if (typeof source !== 'string' || typeOnly(node)) return;
      if (serverCode && (/^drizzle-orm(\/|$)/.test(source) || (source.startsWith('.') && TABLES_FILE.test(source)))) {
        context.report({ node, messageId: 'sqlOutsideRepository' });
      }
      if (from.area === 'server-module' && REPOSITORY_FILE.test(file) && source.startsWith('.')) {
        const target = classify(path.resolve(path.dirname(context.filename), source));
        if (target.area === 'server-module' && target.name !== from.name && TABLES_FILE.test(target.rest)) {
          context.report({ node, messageId: 'foreignTable', data: { to: target.name } });
        }
      }
    }
    const testFile = /\.test\.ts$|-test-helpers\.ts$/.test(file);
    if (from.area === 'other') {
      return serverCode
        ? {
            ImportDeclaration: (node) => checkSql(node, node.source.value),
            ExportNamedDeclaration: (node) => node.source && checkSql(node, node.source.value),
          }
        : {};
    }
    function check(node, source) {
      checkSql(node, source);
      if (typeof source !== 'string' || !source.startsWith('.')) {
        if (from.area === 'package' && /^@fp\/(web|server)/.test(String(source))) {
          context.report({ node, messageId: 'packageToApp' });
        }
        return;
      }
      const target = classify(path.resolve(path.dirname(context.filename), source));
      if (from.area === 'web-feature') {
        if (target.area === 'web-feature' && target.name !== from.name) {
          context.report({ node, messageId: 'featureToFeature', data: { from: from.name, to: target.name } });
        }
        if (target.area === 'web-app') context.report({ node, messageId: 'featureToApp' });
      }
      if (from.area === 'web-shared' && (target.area === 'web-feature' || target.area === 'web-app')) {
        context.report({ node, messageId: 'sharedToFeature' });
      }
      // Tests (and their helpers) build their fixtures with any module's pieces.
      if (
        !testFile &&
        from.area === 'server-module' &&
        target.area === 'server-module' &&
        target.name !== from.name &&
        !CROSS_MODULE_ALLOWED.test(target.rest)
      ) {
        context.report({
          node,
          messageId: 'moduleInternals',
          data: { from: from.name, to: target.name, file: target.rest },
        });
      }
      if (from.area === 'package' && target.area !== 'package') context.report({ node, messageId: 'packageToApp' });
      if (
        !testFile &&
        from.area === 'server-infra' &&
        (target.area === 'server-module' || target.area === 'server-root')
      ) {
        context.report({ node, messageId: 'infraToModule' });
      }
      if (!testFile && from.area === 'server-module' && target.area === 'server-root') {
        context.report({ node, messageId: 'moduleToRoot' });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
