// The import layers, lowest first (README, "How it fits together"). A module may import from its
// own layer and the ones below it; tests and scripts/ may import anything.
//   contracts/                 shared by browser and server code; imports nothing of the project
//   lib/                       class names, site settings, analytics, images, Ajv (never imports blocks/)
//   blocks/                    block schemas and components
//   content-engine/            the content loader and checks (validates pages by the block schemas)
//   renderer/, pages/          vike hooks, documents, the browser bootstrap
//   server/                    lead API and static serving; only scripts/ import it
//   editor/                    the page editor (dev server only); only vite.config.ts imports it

export const layers = [
  {
    target: './contracts',
    from: [
      './blocks',
      './lib',
      './content-engine',
      './renderer',
      './pages',
      './server',
      './scripts',
      './tests',
    ],
    message: 'contracts/ is the neutral layer: it imports nothing of the project.',
  },
  {
    target: './lib',
    from: ['./blocks', './content-engine', './renderer', './pages', './server', './scripts'],
    message: 'lib/ lies below the blocks, the content engine, the renderer and the server.',
  },
  {
    target: './blocks',
    from: ['./content-engine', './renderer', './pages', './server', './scripts'],
    message:
      'Blocks lie below the content engine and the renderer: they get other pages’ data through the render context or their resolve step.',
  },
  {
    target: './content-engine',
    from: ['./renderer', './pages', './server', './scripts'],
    message: 'The content engine lies below the renderer and the server.',
  },
  {
    target: ['./renderer', './pages'],
    from: ['./server', './scripts'],
    message: 'The renderer shares types with the server only through contracts/.',
  },
  {
    target: [
      './contracts',
      './lib',
      './blocks',
      './content-engine',
      './renderer',
      './pages',
      './server',
      './scripts',
    ],
    from: './editor',
    message:
      'The page editor runs in the dev server only: only vite.config.ts imports it (editor/vite-plugin).',
  },
]

/** Tests and their helpers may cross layers (a block test loads its example through the engine). */
export const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  'tests/**',
  'content-engine/testing/**',
  'content-engine/fixtures/**',
  'server/testing/**',
]
