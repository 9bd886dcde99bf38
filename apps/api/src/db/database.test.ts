import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';

describe('the SQLite file', () => {
  it('is created readable and writable by its owner only', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tvcm-db-')), 'nested', 'app.db');
    const db = createDatabase({ kind: 'sqlite', file });
    try {
      await migrateToLatest(db);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      await db.destroy();
    }
  });
});
