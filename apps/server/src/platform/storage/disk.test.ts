import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeStorageContract } from './contract';
import { DiskStorage } from './disk';

describeStorageContract(
  'disk',
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-disk-'));
    return {
      storage: new DiskStorage(dir),
      close: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  },
  { bulkKeys: 1205 },
);
