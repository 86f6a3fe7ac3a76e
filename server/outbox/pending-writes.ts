type Write = () => Promise<void>

/**
 * Records of the webhook's answers that the database refused (full disk, read-only file), kept in
 * order until it accepts writes again. The worker posts nothing while any are kept.
 */
export class PendingWrites {
  private readonly kept: Write[] = []

  constructor(private readonly onRefused: (error: unknown) => void) {}

  get size(): number {
    return this.kept.length
  }

  /** Applies a write now; keeps it for later when the database refuses it. */
  async apply(write: Write): Promise<void> {
    try {
      await write()
    } catch (error) {
      this.kept.push(write)
      this.onRefused(error)
    }
  }

  /** Applies the kept writes, oldest first; false while the database still refuses. */
  async flush(): Promise<boolean> {
    while (this.kept.length > 0) {
      try {
        await this.kept[0]!()
      } catch {
        return false
      }
      this.kept.shift()
    }
    return true
  }
}
