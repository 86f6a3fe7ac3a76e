// The import layers, lowest first (README, "How it fits together"). A module may import from its
// own layer and the ones below it; tests and scripts/ may import anything.
//   contracts/                 shared by browser and server code; imports nothing of the project
//   lib/ outside lib/content/  class names, site settings, analytics, images (never imports blocks/)
//   blocks/                    block schemas and components
//   lib/content/               the content loader and checks (validates pages by the block schemas)
//   renderer/, pages/          vike hooks, documents, the browser bootstrap
//   server/                    lead API and static serving; only scripts/ import it
const libBelowBlocks = ['./lib/*.ts', './lib/!(content)/**']

export const layers = [
  {
    target: './contracts',
    from: ['./blocks', './lib', './renderer', './pages', './server', './scripts', './tests'],
    message: 'contracts/ is the neutral layer: it imports nothing of the project.',
  },
  ...libBelowBlocks.map((target) => ({
    target,
    from: ['./blocks', './renderer', './pages', './server', './scripts'],
    message: 'lib/ outside lib/content lies below the blocks, the renderer and the server.',
  })),
  {
    target: './blocks',
    from: ['./lib/content', './renderer', './pages', './server', './scripts'],
    message:
      'Blocks lie below the content loader and the renderer: they get other pages’ data through the render context or their resolve step.',
  },
  {
    target: './lib/content',
    from: ['./renderer', './pages', './server', './scripts'],
    message: 'The content loader lies below the renderer and the server.',
  },
  {
    target: ['./renderer', './pages'],
    from: ['./server', './scripts'],
    message: 'The renderer shares types with the server only through contracts/.',
  },
]

/** Tests and their helpers may cross layers (a block test loads its example through the loader). */
export const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  'blocks/test-utils.ts',
  'tests/**',
  'lib/content/fixtures/**',
  'server/testing/**',
]
