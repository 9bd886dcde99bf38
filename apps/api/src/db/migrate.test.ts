import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createTestDatabaseTarget } from '../test/test-database';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';

/**
 * migrate.ts lists the migrations by hand (the bundled server carries no folder to read), so a
 * migration file that is not listed there never runs. These tests hold the folder and the list
 * together: each migration file is registered under its own name, each registered name is a file,
 * and a fresh database runs exactly the files, in the order of their names.
 */

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATE_FILE = fileURLToPath(new URL('./migrate.ts', import.meta.url));
/** `<yyyyMMdd>T<hhmm>-<what>.ts`, as docs/adding-a-module.md names them. */
const MIGRATION_NAME = /^\d{8}T\d{4}-[a-z0-9-]+$/;

function folderMigrations(): { migrations: string[]; others: string[] } {
  const names = readdirSync(MIGRATIONS_FOLDER)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
  return {
    migrations: names.filter((name) => MIGRATION_NAME.test(name)),
    others: names.filter((name) => !MIGRATION_NAME.test(name)),
  };
}

/** The entries of migrate.ts' `migrations` object: the name each is registered under and the file its module is imported from. */
function registeredMigrations(): { name: string; file: string | undefined }[] {
  const source = ts.createSourceFile(MIGRATE_FILE, readFileSync(MIGRATE_FILE, 'utf8'), ts.ScriptTarget.Latest, true);
  const importedFrom = new Map<string, string>();
  let registry: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings;
      const specifier = node.moduleSpecifier.text;
      if (bindings && ts.isNamespaceImport(bindings)) importedFrom.set(bindings.name.text, specifier);
      if (node.importClause?.name) importedFrom.set(node.importClause.name.text, specifier);
    }
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'migrations' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      registry = node.initializer;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!registry) throw new Error('migrate.ts has no `const migrations = { … }`');
  return registry.properties.map((property) => {
    const name =
      property.name && (ts.isStringLiteral(property.name) || ts.isIdentifier(property.name)) ? property.name.text : '?';
    const value = ts.isPropertyAssignment(property)
      ? property.initializer
      : ts.isShorthandPropertyAssignment(property)
        ? property.name
        : undefined;
    const specifier = value && ts.isIdentifier(value) ? importedFrom.get(value.text) : undefined;
    return {
      name,
      file: specifier?.startsWith('./migrations/') ? specifier.slice('./migrations/'.length).replace(/\.ts$/, '') : undefined,
    };
  });
}

describe('the migrations', () => {
  it('are each registered in migrate.ts under the name of the file it imports, and nothing else is', () => {
    const { migrations } = folderMigrations();
    const registered = registeredMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(registered.filter(({ name, file }) => name !== file)).toEqual([]);
    expect(registered.map(({ name }) => name).sort()).toEqual(migrations);
  });

  it('are registered in the order they run, each once', () => {
    const names = registeredMigrations().map(({ name }) => name);
    expect(names).toEqual([...new Set(names)].sort());
  });

  it('are the only files of the folder with an up(): helpers are no migrations, and a migration is named as one', () => {
    const misnamed = folderMigrations().others.filter((name) =>
      /export\s+(?:async\s+)?function\s+up\b|export\s+const\s+up\b/.test(readFileSync(`${MIGRATIONS_FOLDER}${name}.ts`, 'utf8')),
    );
    expect(misnamed).toEqual([]);
  });

  it('all run on a fresh database, in the order of their names', async () => {
    const { target, drop } = await createTestDatabaseTarget();
    const db = createDatabase(target);
    try {
      await migrateToLatest(db, target.kind === 'postgres' ? target.schema : undefined);
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by timestamp, name`.execute(db);
      expect(rows.map(({ name }) => name)).toEqual(folderMigrations().migrations);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});
