/**
 * The import rules of the house (docs/architecture.md, "Layers"), checked by
 * test/architecture/imports.test.ts in every `npm test`: no import circles anywhere, and nothing
 * imports upwards — engine ← games ← services ← routes, the database layer below the services.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: the files of a circle cannot be read, tested or moved one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-is-the-bottom',
      severity: 'error',
      comment: 'src/engine (the game-module contract, PRNG, replay) imports nothing of the site.',
      from: { path: '^src/engine/' },
      to: { path: '^src/', pathNot: '^src/engine/' },
    },
    {
      name: 'a-game-keeps-to-its-folder',
      severity: 'error',
      comment: 'A game imports the engine and its own folder, nothing else of the site.',
      from: { path: '^src/games/([^/]+)/' },
      to: { path: '^src/', pathNot: ['^src/engine/', '^src/games/$1/'] },
    },
    {
      name: 'tournament-formats-are-pure',
      severity: 'error',
      comment: 'src/tournaments (the formats: seating, points, standings) imports nothing of the site but src/engine.',
      from: { path: '^src/tournaments/' },
      to: { path: '^src/', pathNot: ['^src/engine/', '^src/tournaments/'] },
    },
    {
      name: 'db-below-services',
      severity: 'error',
      comment: 'The database layer owns its rows; services build on it, never the other way round.',
      from: { path: '^src/db/' },
      to: { path: '^src/(services|routes|http|jobs|live|mail|games|app|server|index)' },
    },
    {
      name: 'services-below-routes',
      severity: 'error',
      comment: 'Services do the work for routes and jobs; they never import a route, a job handler or the app.',
      from: { path: '^src/services/' },
      to: { path: '^src/(routes|jobs|app|server|index)' },
    },
    {
      name: 'infrastructure-below-services',
      severity: 'error',
      comment: 'HTTP helpers, live updates, mail, languages and the queue serve the services; they import none of them.',
      from: { path: '^src/(http|live|mail|i18n)/|^src/queue\\.ts$' },
      to: { path: '^src/(services|routes|jobs|app|server|index)' },
    },
    {
      name: 'nothing-imports-the-entry-points',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(index|worker|admin|verify)\\.ts$' },
      to: { path: '^src/(index|server|worker|admin|verify)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
