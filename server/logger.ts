export interface Logger {
  info(message: string): void
  warn(message: string): void
  error(message: string): void
}

const stamp = () => new Date().toISOString()

export const consoleLogger: Logger = {
  info: (message) => console.log(`${stamp()} ${message}`),
  warn: (message) => console.warn(`${stamp()} warning: ${message}`),
  error: (message) => console.error(`${stamp()} error: ${message}`),
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} }
