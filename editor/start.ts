// `npm run edit`: the dev server on 127.0.0.1 with the page editor, and the editor's address.
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { dev } from 'vike/api'
import { EDITOR_PATH } from './vite-plugin'

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'

const { values } = parseArgs({ options: { port: { type: 'string' } } })
const asked = values.port ?? process.env.PORT
const port = asked ? Number(asked) : 0
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Not a port number: ${asked}`)
  process.exit(1)
}

const { viteServer } = await dev({
  viteConfig: { server: { host: '127.0.0.1', port, strictPort: port !== 0 } },
})
const address = viteServer.httpServer?.address() as AddressInfo
console.log(`Editor: http://127.0.0.1:${address.port}${EDITOR_PATH}`)
