// A worker thread for spill-file.test.ts: appends two values with the plain calls SpillFile makes.
import { writevSync } from 'node:fs'
import { serialize } from 'node:v8'
import { parentPort, workerData } from 'node:worker_threads'

const page = (i) => ({ route: `/city-${i}`, blocks: [{ type: 'hero', title: `City ${i}` }] })
const bytes = [serialize(page(1)), serialize(page(2))]
writevSync(workerData.fd, bytes, 0)
parentPort.postMessage([
  { start: 0, end: bytes[0].length },
  { start: bytes[0].length, end: bytes[0].length + bytes[1].length },
])
