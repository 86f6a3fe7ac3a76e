import { describe, expect, it } from 'vitest'
import { openDatabaseFile } from '../storage/database'
import { SqliteLeadStore } from '../storage/sqlite-store'
import { runCommand } from './commands'
import { csvCell } from './csv'

async function setup() {
  const store = new SqliteLeadStore(openDatabaseFile(':memory:'))
  const at = '2024-01-15T14:30:00.000Z'
  await store.insertMany([
    {
      id: 'lead-1',
      kind: 'lead',
      status: 'pending',
      createdAt: at,
      payload: {
        name: 'Jane "JJ" Doe',
        phone: '+1 555 123 4567',
        email: 'jane@example.com',
        source: 'popup',
        path: '/',
        wantsGuide: 'Yes',
      },
    },
    {
      id: 'msg-1',
      kind: 'message',
      status: 'pending',
      createdAt: at,
      payload: {
        name: '=HYPERLINK("x")',
        phone: '555-000-1111',
        email: 'a@example.com',
        service: 'General Consultation',
        message: 'Line one,\nline two',
      },
    },
    {
      id: 'spam-1',
      kind: 'phone-click',
      status: 'spam',
      createdAt: at,
      payload: { path: '/', linkText: 'Call', href: 'tel:1', context: 'general' },
    },
  ])
  await store.markFailed(['msg-1'], { status: 400, error: 'Invalid Form Body', at })
  let out = ''
  let err = ''
  const run = async (...args: string[]) => {
    out = ''
    err = ''
    const code = await runCommand(args, store, { out: (t) => (out += t), err: (t) => (err += t) })
    return { code, out, err }
  }
  return { store, run }
}

describe('leads CLI', () => {
  it('lists leads, optionally by status', async () => {
    const { run } = await setup()
    const all = await run('list')
    expect(all.code).toBe(0)
    expect(all.out).toContain('lead-1')
    expect(all.out).toContain('1 pending, 0 delivered, 1 failed, 0 dead, 1 spam, 0 skipped')
    const failed = await run('list', '--status', 'failed')
    expect(failed.out).toContain('msg-1')
    expect(failed.out).toContain('last HTTP 400: Invalid Form Body')
    expect(failed.out).not.toContain('lead-1')
    expect((await run('list', '--status', 'lost')).code).toBe(2)
  })

  it('exports CSV with proper quoting', async () => {
    const { run } = await setup()
    const { code, out } = await run('export', '--csv')
    expect(code).toBe(0)
    const lines = out.split('\r\n')
    expect(lines[0]).toMatch(/^id,created_at,kind,status,/)
    expect(lines[1]).toContain(',"Jane ""JJ"" Doe",+1 555 123 4567,')
    expect(out).toContain(`"'=HYPERLINK(""x"")"`)
    expect(out).toContain('"Line one,\nline two"')
    expect((await run('export')).code).toBe(2)
  })

  it('retries one failed lead, or all of them', async () => {
    const { store, run } = await setup()
    expect((await run('retry', 'msg-1')).out).toContain('queued for delivery again')
    expect((await store.get('msg-1'))?.status).toBe('pending')
    expect((await run('retry', 'nope')).code).toBe(1)
    await store.markFailed(['msg-1'], {
      status: 400,
      error: 'again',
      at: '2024-01-15T15:00:00.000Z',
    })
    expect((await run('retry', '--failed')).out).toContain('1 failed lead(s)')
    expect(await store.counts()).toMatchObject({ pending: 2, failed: 0 })
  })

  it('lists dead-letter leads with the reason and sends them all again', async () => {
    const { store, run } = await setup()
    const at = '2024-01-15T16:00:00.000Z'
    await store.claimNext({ worker: 'w', at, until: at, maxClicks: 10 })
    await store.markDead(['lead-1'], {
      status: 500,
      error: 'gave up after 50 attempts: HTTP 500',
      at,
    })
    const dead = await run('list', '--status', 'dead')
    expect(dead.out).toContain('lead-1')
    expect(dead.out).toContain('[1 attempts, last HTTP 500: gave up after 50 attempts: HTTP 500]')
    expect((await run('retry', '--dead')).out).toContain('1 dead lead(s) queued for delivery again')
    expect(await store.get('lead-1')).toMatchObject({ status: 'pending', attempts: 0 })
  })

  it('quotes CSV cells only when needed', async () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('@SUM(1)')).toBe("'@SUM(1)")
    expect(csvCell(null)).toBe('')
  })

  it('neutralises formula-like values in every column except a phone number', async () => {
    expect(csvCell('-1-1')).toBe("'-1-1")
    expect(csvCell('+1+1')).toBe("'+1+1")
    expect(csvCell(' =1+1')).toBe("' =1+1")
    expect(csvCell('\uFF1D1+1')).toBe("'\uFF1D1+1")
    expect(csvCell('-5 (555) 123', 'phone')).toBe("'-5 (555) 123")
    expect(csvCell('+1 555 123 4567', 'phone')).toBe('+1 555 123 4567')
    expect(csvCell('-1-1', 'phone')).toBe("'-1-1")
    expect(csvCell('=1+1', 'phone')).toBe("'=1+1")
  })

  it('exports a formula-like name neutralised', async () => {
    const { store, run } = await setup()
    await store.insertMany([
      {
        id: 'lead-2',
        kind: 'lead',
        status: 'pending',
        createdAt: '2024-01-15T14:30:00.000Z',
        payload: {
          name: '-1-1',
          phone: '+1 555 123 4567',
          email: 'x@example.com',
          source: 'popup',
          path: '/',
          wantsGuide: 'No',
        },
      },
    ])
    const line = (await run('export', '--csv')).out
      .split('\r\n')
      .find((l) => l.startsWith('lead-2'))
    expect(line).toContain(",'-1-1,+1 555 123 4567,")
  })
})
