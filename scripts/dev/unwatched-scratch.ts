import { join, sep } from 'node:path'

/** The folder of the tests' and benchmarks' builds and generated content (gitignored). */
export const SCRATCH = '.tmp-builds'

const within = (path: string, dir: string) => path === dir || path.startsWith(dir + sep)

/**
 * For the dev server's watcher: whether a path is in the scratch folder and not part of the
 * content the server reads. A build there holds thousands of files, which would each be watched
 * (an interrupted benchmark leaves them, and the watcher then runs out of the system's watches);
 * content read from there (CONTENT_ROOT, as the benchmarks do) stays watched.
 */
export function unwatchedScratch(projectRoot: string, contentRoot: string) {
  const scratch = join(projectRoot, SCRATCH)
  const read = [join(contentRoot, 'content'), join(contentRoot, 'public')]
  return (path: string): boolean =>
    path !== scratch &&
    within(path, scratch) &&
    !read.some((dir) => within(path, dir) || within(dir, path))
}
