import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const KEY = /^[0-9a-f]{48}$/;

/**
 * Comment files on disk: DATA_DIR/comment-files/<key>, the key random (24 bytes, hex) so it cannot be guessed;
 * owner-only like everything in DATA_DIR (db/private-data-dir.ts). The row in comment_files says whose it is.
 */
export function commentFileStore(dataDir: string) {
  const folder = join(dataDir, 'comment-files');
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('Not a comment file key');
    return join(folder, key);
  };
  return {
    async save(data: Buffer): Promise<string> {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const key = randomBytes(24).toString('hex');
      await writeFile(pathOf(key), data, { mode: 0o600, flag: 'wx' });
      return key;
    },
    /** The file's bytes, or undefined when the key is malformed or the file is gone. */
    async read(key: string): Promise<Buffer | undefined> {
      if (!KEY.test(key)) return undefined;
      return readFile(pathOf(key)).catch(() => undefined);
    },
    async remove(keys: string[]): Promise<void> {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}
export type CommentFileStore = ReturnType<typeof commentFileStore>;
