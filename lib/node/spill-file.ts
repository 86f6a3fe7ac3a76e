import { randomUUID } from 'node:crypto'
import { closeSync, mkdirSync, openSync, readSync, unlinkSync, writevSync } from 'node:fs'
import { join } from 'node:path'
import { deserialize, serialize } from 'node:v8'

/** Where a value is in a spill file: its bytes `start` to `end`. */
export interface Span {
  start: number
  end: number
}

/** Values are written in batches of about this size. */
const BATCH_BYTES = 2 ** 20

/**
 * Values kept on disk rather than in memory: each serialized (v8) and appended to a file that
 * no other process can open, as it is removed from its folder as soon as it is made. The file's
 * descriptor belongs to the process, so a worker thread given `fd` writes and reads the same
 * file (`SpillFile.of(fd)`), and a thread reads while another appends, as every read and write
 * names its position. The file's space is freed when its descriptor is closed, or the process ends.
 */
export class SpillFile {
  #waiting: Buffer[] = []
  #waitingBytes = 0
  #written = 0

  private constructor(readonly fd: number) {}

  /** A new spill file under `folder` (a folder on disk, not in memory like /tmp may be). */
  static create(folder: string): SpillFile {
    mkdirSync(folder, { recursive: true })
    const path = join(folder, `spill-${process.pid}-${randomUUID()}`)
    const fd = openSync(path, 'wx+')
    unlinkSync(path)
    return new SpillFile(fd)
  }

  /** The spill file of a descriptor another thread made while it is empty: to append to. */
  static of(fd: number): SpillFile {
    return new SpillFile(fd)
  }

  /** How many bytes the file holds, those still to write included. */
  get size(): number {
    return this.#written + this.#waitingBytes
  }

  add(value: unknown): Span {
    const bytes = serialize(value)
    const start = this.size
    this.#waiting.push(bytes)
    this.#waitingBytes += bytes.length
    if (this.#waitingBytes >= BATCH_BYTES) this.flush()
    return { start, end: start + bytes.length }
  }

  /** Writes what is waiting: a value can be read by another thread once it is flushed. */
  flush(): void {
    if (this.#waitingBytes === 0) return
    const wrote = writevSync(this.fd, this.#waiting, this.#written)
    if (wrote !== this.#waitingBytes)
      throw new Error(
        `the spill file took ${wrote} of ${this.#waitingBytes} bytes (is the disk full?)`,
      )
    this.#written += this.#waitingBytes
    this.#waiting = []
    this.#waitingBytes = 0
  }

  /** A copy of the value at `span`, read from the file. */
  read({ start, end }: Span): unknown {
    if (end > this.#written) this.flush()
    const bytes = Buffer.allocUnsafe(end - start)
    let read = 0
    while (read < bytes.length) {
      const got = readSync(this.fd, bytes, read, bytes.length - read, start + read)
      if (got === 0) throw new Error(`the spill file ends at byte ${start + read} of ${end}`)
      read += got
    }
    return deserialize(bytes)
  }

  close(): void {
    closeSync(this.fd)
  }
}
