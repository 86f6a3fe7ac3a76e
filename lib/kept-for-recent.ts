/**
 * `make(key)`, remembered for the last `size` keys asked for: a key asked for again while it is
 * among them gets the same value.
 */
export function keptForRecent<K, V>(make: (key: K) => V, size: number): (key: K) => V {
  const recent = new Map<K, V>()
  return (key) => {
    let value: V
    if (recent.has(key)) {
      value = recent.get(key)!
      recent.delete(key)
    } else value = make(key)
    recent.set(key, value)
    if (recent.size > size) recent.delete(recent.keys().next().value!)
    return value
  }
}
