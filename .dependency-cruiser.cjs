// The import rules `npm run lint` checks (dependency-cruiser, over src/, editor/src/ and packages/client/src/):
// no circle, type-only imports included; no module that nothing uses; and layers that only point down:
//
//   server.ts, cli.ts          entry points (startup.ts helps both start)
//   app.ts                     wires the routes to the store and the services
//   http/                      routes and HTTP rules: use schemas, services and the store's interfaces
//   services                   drafts, Apertium, webhooks, XLIFF: use schemas and the store's interfaces
//   store/                     the store and its dialects; migrations/ inside it import no application code
//   schemas/, rules, config    TypeBox schemas, pure rules, settings: import nothing above
//
// The editor (editor/src) is a browser bundle on the public API: from src/ it takes only types, and only
// from schemas/ (api.ts), so that the editor and the API cannot drift apart and no server code is bundled.
//
// The client package (packages/client/src) stands alone, on the API as docs/openapi.json describes it: its
// library runs in browsers (no Node module), its CLI (cli/) uses the library, and the service's cli.ts hands
// it the commands over HTTP (pull, push, status).
//
// Layers are folders: services are src/services/ (drafts/, webhooks/, xliff.ts); pure rules are src/rules/
// (language tags and fallback chains; search/: text analysis, query parsing, snippets) and the domain errors'
// base class (src/domain-error.ts). A rule's message names the layer it guards; when a file moves to a folder
// no pattern names, widen the pattern rather than add an exception.

const ENTRY = '^src/(server|cli)\\.ts$'
const START = '^src/(app|startup)\\.ts$'
const HTTP = '^src/http/'
const SERVICES = '^src/services/'
const STORE = '^src/store/'
const MIGRATIONS = '^src/store/migrations/'
const SCHEMAS = '^src/schemas/'
const RULES = '^src/(rules/|domain-error\\.ts$)'
const CONFIG = '^src/config\\.ts$'
// What of the store runs in the layers above it, besides its interfaces (imported as types): its errors, the
// dump writer, the windows of ids (bundles) and the idempotency wrapper.
const STORE_RUNTIME_API = '/(errors|dump|id-windows|idempotency-store)\\.ts$'
// The store's insides: dialect code (sqlite-*, postgres-*, or their folders), migrations, and the factory
// only the entry points and app.ts call.
const STORE_INSIDES = '^src/store/((sqlite|postgres)[-/]|migrat)'
const STORE_FACTORY = '^src/store/open-store\\.ts$'
// The client package's library and its CLI (packages/client/).
const CLIENT_ENTRIES = '^packages/client/src/(index|cli/bin)\\.ts$'

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle (type-only imports count). Move what both sides need to the module that owns it.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment: 'A module nothing imports and that imports nothing: use it or remove it.',
      from: { orphan: true, pathNot: ['(^|/)\\.[^/]+\\.(js|cjs|mjs|ts|json)$', '\\.d\\.(c|m)?ts$'] },
      to: {},
    },
    {
      name: 'reachable-from-server-or-cli',
      severity: 'error',
      comment:
        'A module of src/ that neither server.ts nor cli.ts reaches: dead code, or an entry point to name here.',
      from: { path: ENTRY },
      to: { path: '^src/', pathNot: ENTRY, reachable: false },
    },
    {
      name: 'reachable-from-editor-main',
      severity: 'error',
      comment: 'A module of the editor that main.tsx does not reach: dead code.',
      from: { path: '^editor/src/main\\.tsx$' },
      to: { path: '^editor/src/', pathNot: '^editor/src/main\\.tsx$', reachable: false },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to no file or package.',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'src-not-to-dev-dependency',
      severity: 'error',
      comment: 'The service runs without devDependencies (npm ci --omit=dev): make it a dependency.',
      from: { path: '^src/' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'src-not-to-outside',
      severity: 'error',
      comment: 'The service imports nothing from tests, benchmarks, scripts or the editor.',
      from: { path: '^src/' },
      // build-freshness.mjs is shared on purpose: the one place that knows the project's root folder, for
      // the build scripts and for the code that finds dist/ (editor files, the SQLite writer thread).
      to: { path: '^(test|test-ui|bench|scripts|editor)/', pathNot: '^scripts/build-freshness\\.mjs$' },
    },
    {
      name: 'entry-points-not-imported',
      severity: 'error',
      comment: 'server.ts and cli.ts start processes; nothing imports them.',
      from: {},
      to: { path: ENTRY },
    },
    {
      name: 'app-only-from-entry-points',
      severity: 'error',
      comment: 'app.ts and startup.ts are the top of the service: only server.ts and cli.ts import them.',
      from: { pathNot: [ENTRY, START] },
      to: { path: START },
    },
    {
      name: 'services-not-to-http',
      severity: 'error',
      comment: 'Services know nothing of HTTP: routes call services, not the other way round.',
      from: { path: SERVICES },
      to: { path: HTTP },
    },
    {
      name: 'store-not-up',
      severity: 'error',
      comment: 'The store is below HTTP and the services: it imports neither.',
      from: { path: STORE },
      to: { path: [HTTP, SERVICES] },
    },
    {
      name: 'store-runtime-only-through-its-api',
      severity: 'error',
      comment:
        'HTTP and the services use the store through its interfaces (import type); at run time only through ' +
        'STORE_RUNTIME_API in .dependency-cruiser.cjs.',
      from: { path: [HTTP, SERVICES] },
      to: { path: STORE, pathNot: STORE_RUNTIME_API, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'store-insides-stay-inside',
      severity: 'error',
      comment: "Dialect code and migrations are the store's own business.",
      from: { pathNot: STORE },
      to: { path: STORE_INSIDES },
    },
    {
      name: 'store-opened-by-entry-points',
      severity: 'error',
      comment: 'Only server.ts, cli.ts and app.ts open a store; everything else is handed one.',
      from: { pathNot: [ENTRY, START, STORE] },
      to: { path: STORE_FACTORY },
    },
    {
      name: 'migrations-import-no-app-code',
      severity: 'error',
      comment: 'A migration is frozen in time: it imports Kysely and its own folder, never the current code.',
      from: { path: MIGRATIONS },
      to: { path: '^src/', pathNot: MIGRATIONS },
    },
    {
      name: 'schemas-only-down',
      severity: 'error',
      comment: 'Schemas import only schemas and pure rules.',
      from: { path: SCHEMAS },
      to: { path: '^src/', pathNot: [SCHEMAS, RULES] },
    },
    {
      name: 'rules-are-pure',
      severity: 'error',
      comment: 'Pure rules import only pure rules and schemas: no store, HTTP, service or settings.',
      from: { path: RULES },
      to: { path: '^src/', pathNot: [RULES, SCHEMAS] },
    },
    {
      name: 'config-only-down',
      severity: 'error',
      comment: 'config.ts reads the environment; it imports only pure rules.',
      from: { path: CONFIG },
      to: { path: '^src/', pathNot: RULES },
    },
    {
      name: 'editor-only-schema-types',
      severity: 'error',
      comment: 'The editor takes from src/ only types, and only from src/schemas/ (see api.ts).',
      from: { path: '^editor/src/' },
      to: { path: '^src/', pathNot: SCHEMAS },
    },
    {
      name: 'editor-schemas-as-types',
      severity: 'error',
      comment:
        'The editor imports schemas with import type: their runtime (TypeBox) stays out of the bundle.',
      from: { path: '^editor/src/' },
      to: { path: SCHEMAS, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'reachable-from-client-entries',
      severity: 'error',
      comment:
        'A module of the client package that neither its library (index.ts) nor its CLI (cli/bin.ts) reaches.',
      from: { path: CLIENT_ENTRIES },
      to: { path: '^packages/client/src/', pathNot: CLIENT_ENTRIES, reachable: false },
    },
    {
      name: 'client-not-to-service',
      severity: 'error',
      comment:
        'The client package stands alone: it knows the service only through docs/openapi.json (generated/api.ts).',
      from: { path: '^packages/client/' },
      to: { path: '^(src|editor|test|test-ui|bench|scripts)/' },
    },
    {
      name: 'client-library-no-node',
      severity: 'error',
      comment: "The client's library runs in browsers: no Node built-in module outside its CLI (src/cli/).",
      from: { path: '^packages/client/src/', pathNot: '^packages/client/src/cli/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'client-library-not-to-cli',
      severity: 'error',
      comment: 'The CLI uses the library, not the other way round.',
      from: { path: '^packages/client/src/', pathNot: '^packages/client/src/cli/' },
      to: { path: '^packages/client/src/cli/' },
    },
    {
      name: 'only-the-cli-from-the-service',
      severity: 'error',
      comment: "The service takes from the client package only the CLI's commands over HTTP (src/cli.ts).",
      from: { path: '^src/' },
      to: { path: '^packages/', pathNot: '^packages/client/src/cli/main\\.ts$' },
    },
    {
      name: 'editor-no-node',
      severity: 'error',
      comment: "The editor runs in a browser: no Node's built-in modules.",
      from: { path: '^editor/src/' },
      to: { dependencyTypes: ['core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are dependencies too: a circle of types is a circle of concepts.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // typebox/compile and @orama/stemmers/* exist only in their packages' exports maps.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      mainFields: ['module', 'main'],
    },
  },
}
