import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Object bytes on disk, one file per object version (the database holds only the metadata). */
export class ObjectFiles {
  constructor(private readonly dir: string) {}

  private path(version: string): string {
    if (!/^[0-9a-f-]{36}$/.test(version)) throw new Error(`Invalid object version ${version}`);
    return join(this.dir, version);
  }

  async write(version: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(this.path(version), bytes);
  }

  read(version: string): Promise<Buffer> {
    return readFile(this.path(version));
  }

  async remove(version: string | null | undefined): Promise<void> {
    if (version) await rm(this.path(version), { force: true });
  }
}
