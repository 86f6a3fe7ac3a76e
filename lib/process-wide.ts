/**
 * One value per process, shared by every copy of the module asking for it: the build's plugins
 * (bundled with the Vite config), the server bundle vike prerenders with and the content worker's
 * bundle each get their own instance of the modules they import.
 */
export function processWide<T>(key: string, make: () => T): T {
  const slots = globalThis as Record<symbol, unknown>
  return (slots[Symbol.for(key)] ??= make()) as T
}
