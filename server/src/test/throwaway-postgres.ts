import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A PostgreSQL server of the test's own, in a temporary directory on a free port, that a test may
// stop and start at will (the fault tests restart it under load). Never the shared cluster.
// Run as root, the server runs as the `postgres` user (PostgreSQL refuses to run as root).

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function userIds(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', name]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', name]).toString().trim());
  return { uid, gid };
}

export class ThrowawayPostgres {
  readonly dir: string;
  private readonly runAs: string | null;

  private constructor(
    readonly port: number,
    dir: string,
  ) {
    this.dir = dir;
    this.runAs = process.getuid?.() === 0 ? 'postgres' : null;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private command(binary: string, args: string[]): [string, string[]] {
    const command = path.join(BIN, binary);
    return this.runAs ? ['runuser', ['-u', this.runAs, '--', command, ...args]] : [command, args];
  }

  /** Runs a PostgreSQL program without blocking the event loop (the test's load keeps going). */
  private async run(binary: string, args: string[]): Promise<void> {
    const [file, argv] = this.command(binary, args);
    await promisify(execFile)(file, argv, { timeout: 60_000 });
  }

  /** initdb into a fresh temporary directory and start the server. */
  static async create(): Promise<ThrowawayPostgres> {
    const dir = mkdtempSync(path.join(tmpdir(), 'collegium-pg-'));
    const pg = new ThrowawayPostgres(await freePort(), dir);
    if (pg.runAs) {
      const { uid, gid } = userIds(pg.runAs);
      chownSync(dir, uid, gid);
    }
    await pg.run('initdb', [
      '-D',
      path.join(dir, 'data'),
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-instructions',
      '-E',
      'UTF8',
    ]);
    await pg.start();
    return pg;
  }

  start(): Promise<void> {
    return this.run('pg_ctl', [
      '-D',
      path.join(this.dir, 'data'),
      '-l',
      path.join(this.dir, 'server.log'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=40 -c shared_buffers=16MB`,
      '-w',
      'start',
    ]);
  }

  /** Stops the server as `pg_ctlcluster ... restart` does (fast: every connection is ended). */
  stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    return this.run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', mode, '-w', 'stop']);
  }

  /** Stops the server if it runs and removes every file of it. */
  destroy(): void {
    try {
      const [file, argv] = this.command('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
      execFileSync(file, argv, { stdio: 'pipe', timeout: 60_000 });
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
