import { existsSync, realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { configFromEnvironment } from './config'
import { consoleLogger } from './logger'
import { startServer, type RunningServer } from './start-server'

/**
 * Starts the site and API from the environment (and `.env` when present; real environment
 * variables win). What the content decides, such as the analytics ids, comes from the build in
 * the site folder.
 */
export async function main(): Promise<RunningServer> {
  if (existsSync('.env')) process.loadEnvFile('.env')
  const options = configFromEnvironment(process.env)
  const logger = options.logger ?? consoleLogger
  if (!existsSync(options.siteDir!)) {
    logger.warn(`Site folder ${options.siteDir} not found: only the API will answer`)
  }
  const server = await startServer(options)
  logger.info(`Listening on ${server.url}`)

  const shutdown = (signal: string) => {
    logger.info(`${signal} received: finishing requests, saving leads, closing the database`)
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`Shutdown failed: ${String(error)}`)
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
  return server
}

const entry = process.argv[1]
const runDirectly = entry && realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url))
if (runDirectly) {
  main().catch((error: unknown) => {
    consoleLogger.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  })
}
