import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseTarget } from '../test/test-database';
import { type AppDatabase, createDatabase } from './database';
import { migrateToLatest } from './migrate';

/**
 * schema.ts declares the tables by hand; the migrations make them. This test migrates a database
 * (SQLite, or PostgreSQL in the api-postgres project), reads its catalogue and the types of
 * schema.ts' `Database` (with the TypeScript checker, so aliases, `extends`, mapped columns and
 * Kysely's `Generated`/`ColumnType` read as the compiler reads them), and fails where they differ:
 * a table or column on one side only, a type the driver does not hand back as declared, a
 * nullability that differs, or a column an insert may leave out that the database cannot fill.
 */

type Kind = 'number' | 'string' | 'boolean' | 'bigint' | 'Date' | 'Buffer' | 'json';

interface DeclaredColumn {
  /** What a select reads, without null. */
  kinds: Kind[];
  nullable: boolean;
  /** An insert may leave the column out (Generated, a ColumnType whose insert type takes undefined, or nullable). */
  insertOptional: boolean;
  text: string;
}

interface DatabaseColumn {
  dataType: string;
  nullable: boolean;
  /** The database fills it when an insert leaves it out: a default, an identity or a rowid alias. */
  filled: boolean;
}

const SCHEMA_FILE = fileURLToPath(new URL('./schema.ts', import.meta.url));
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** The tables and columns of schema.ts' `Database`, as the TypeScript checker resolves them. */
function declaredSchema(): Map<string, Map<string, DeclaredColumn>> {
  const program = ts.createProgram([SCHEMA_FILE], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE);
  const database = source?.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'Database',
  );
  if (!database) throw new Error('schema.ts declares no `interface Database`');

  const kindsOf = (type: ts.Type): { kinds: Kind[]; nullable: boolean; undefinable: boolean } => {
    const members = type.isUnion() ? type.types : [type];
    const kinds = new Set<Kind>();
    let nullable = false;
    let undefinable = false;
    for (const member of members) {
      const flags = member.getFlags();
      if (flags & ts.TypeFlags.Null) nullable = true;
      else if (flags & ts.TypeFlags.Undefined) undefinable = true;
      else if (flags & ts.TypeFlags.NumberLike) kinds.add('number');
      else if (flags & ts.TypeFlags.StringLike) kinds.add('string');
      else if (flags & ts.TypeFlags.BooleanLike) kinds.add('boolean');
      else if (flags & ts.TypeFlags.BigIntLike) kinds.add('bigint');
      else if (flags & ts.TypeFlags.Never) continue;
      else {
        const name = member.getSymbol()?.getName();
        kinds.add(name === 'Date' ? 'Date' : name === 'Buffer' || name === 'Uint8Array' ? 'Buffer' : 'json');
      }
    }
    return { kinds: [...kinds].sort(), nullable, undefinable };
  };

  const tables = new Map<string, Map<string, DeclaredColumn>>();
  for (const table of checker.getPropertiesOfType(checker.getTypeAtLocation(database))) {
    const columns = new Map<string, DeclaredColumn>();
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbol(table))) {
      const type = checker.getTypeOfSymbol(column);
      // Kysely's ColumnType<Select, Insert, Update> (and Generated<T>, one of them) is an object
      // type with these three phantom properties; any other type is all three at once.
      const select = type.getProperty('__select__');
      const insert = type.getProperty('__insert__');
      const selected = kindsOf(select ? checker.getTypeOfSymbol(select) : type);
      const inserted = kindsOf(insert ? checker.getTypeOfSymbol(insert) : type);
      columns.set(column.getName(), {
        kinds: selected.kinds,
        nullable: selected.nullable,
        insertOptional: inserted.undefinable || inserted.nullable,
        text: checker.typeToString(type),
      });
    }
    tables.set(table.getName(), columns);
  }
  return tables;
}

/** What the drivers hand back for a column type (database.ts parses timestamptz to ISO text and int8 to numbers). */
function kindOf(engine: 'sqlite' | 'postgres', dataType: string): Kind | undefined {
  const type = dataType.toLowerCase();
  if (engine === 'sqlite') {
    // SQLite's type affinity (https://www.sqlite.org/datatype3.html, 3.1).
    if (type.includes('int')) return 'number';
    if (/char|clob|text/.test(type)) return 'string';
    if (type === '' || type.includes('blob')) return 'Buffer';
    return 'number';
  }
  const postgres: Record<string, Kind> = {
    int2: 'number',
    int4: 'number',
    int8: 'number',
    float4: 'number',
    float8: 'number',
    numeric: 'string',
    text: 'string',
    varchar: 'string',
    bpchar: 'string',
    uuid: 'string',
    citext: 'string',
    timestamptz: 'string',
    timestamp: 'Date',
    date: 'Date',
    bool: 'boolean',
    json: 'json',
    jsonb: 'json',
    bytea: 'Buffer',
  };
  return postgres[type];
}

/** A flag or a boolean: SQLite keeps booleans as 0/1, so an integer column may be typed either way there. */
function compatible(engine: 'sqlite' | 'postgres', declared: Kind[], dataType: string): boolean {
  const actual = kindOf(engine, dataType);
  if (declared.length !== 1 || actual === undefined) return false;
  const [kind] = declared;
  if (kind === actual) return true;
  return engine === 'sqlite' && kind === 'boolean' && actual === 'number';
}

async function databaseSchema(db: AppDatabase, engine: 'sqlite' | 'postgres'): Promise<Map<string, Map<string, DatabaseColumn>>> {
  const tables = new Map<string, Map<string, DatabaseColumn>>();
  if (engine === 'postgres') {
    // The catalogue of this file's schema only: other files' schemas come and go meanwhile.
    const { rows } = await sql<{
      table_name: string;
      column_name: string;
      udt_name: string;
      is_nullable: 'YES' | 'NO';
      filled: boolean;
    }>`
      select c.table_name, c.column_name, c.udt_name, c.is_nullable,
             (c.column_default is not null or c.is_identity = 'YES' or c.is_generated = 'ALWAYS') as filled
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`.execute(db);
    for (const row of rows) {
      if (MIGRATION_TABLES.has(row.table_name)) continue;
      const columns = tables.get(row.table_name) ?? new Map<string, DatabaseColumn>();
      columns.set(row.column_name, { dataType: row.udt_name, nullable: row.is_nullable === 'YES', filled: row.filled });
      tables.set(row.table_name, columns);
    }
    return tables;
  }
  for (const table of await db.introspection.getTables()) {
    if (table.isView || MIGRATION_TABLES.has(table.name)) continue;
    // A primary key column that SQLite's catalogue calls nullable (only INTEGER PRIMARY KEY is
    // implicitly NOT NULL) never holds null from this app: every insert names it or lets the rowid fill it.
    const { rows: keys } = await sql<{ name: string }>`select name from pragma_table_info(${table.name}) where pk > 0`.execute(
      db,
    );
    const primaryKey = new Set(keys.map((key) => key.name));
    const columns = new Map<string, DatabaseColumn>();
    for (const column of table.columns) {
      columns.set(column.name, {
        dataType: column.dataType,
        nullable: column.isNullable && !primaryKey.has(column.name),
        filled: column.hasDefaultValue || column.isAutoIncrementing,
      });
    }
    tables.set(table.name, columns);
  }
  return tables;
}

/** Every difference between schema.ts and the migrated database, one line each. */
function differences(
  engine: 'sqlite' | 'postgres',
  declared: Map<string, Map<string, DeclaredColumn>>,
  actual: Map<string, Map<string, DatabaseColumn>>,
): string[] {
  const found: string[] = [];
  for (const table of actual.keys()) {
    if (!declared.has(table)) found.push(`${table}: a table of the database that schema.ts' Database does not declare`);
  }
  for (const [table, columns] of declared) {
    const tableColumns = actual.get(table);
    if (!tableColumns) {
      found.push(`${table}: declared in schema.ts, not made by any migration`);
      continue;
    }
    for (const column of tableColumns.keys()) {
      if (!columns.has(column)) found.push(`${table}.${column}: a column of the database that schema.ts does not declare`);
    }
    for (const [name, column] of columns) {
      const real = tableColumns.get(name);
      if (!real) {
        found.push(`${table}.${name}: declared in schema.ts (${column.text}), not in the database`);
        continue;
      }
      if (!compatible(engine, column.kinds, real.dataType)) {
        found.push(
          `${table}.${name}: schema.ts reads ${column.kinds.join(' | ') || 'nothing'} (${column.text}), the ${engine} column is ${real.dataType} (read as ${kindOf(engine, real.dataType) ?? 'unknown'})`,
        );
      }
      if (column.nullable !== real.nullable) {
        found.push(
          `${table}.${name}: schema.ts says ${column.nullable ? 'nullable' : 'not null'} (${column.text}), the ${engine} column is ${real.nullable ? 'nullable' : 'not null'}`,
        );
      }
      if (column.insertOptional && !real.nullable && !real.filled) {
        found.push(
          `${table}.${name}: schema.ts lets an insert leave it out (${column.text}), but the ${engine} column is not null and has no default`,
        );
      }
    }
  }
  return found;
}

describe('schema.ts', () => {
  const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
  let db: AppDatabase;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const target = await createTestDatabaseTarget();
    drop = target.drop;
    db = createDatabase(target.target);
    await migrateToLatest(db, target.target.kind === 'postgres' ? target.target.schema : undefined);
  });

  afterAll(async () => {
    await db?.destroy();
    await drop();
  });

  it(`declares every table and column the migrations make, with their types and nullability (${engine})`, async () => {
    const actual = await databaseSchema(db, engine);
    const declared = declaredSchema();
    expect(actual.size).toBeGreaterThan(30);
    expect(differences(engine, declared, actual)).toEqual([]);
  });

  it('tells each kind of difference', () => {
    const declared = new Map([
      [
        'users',
        new Map<string, DeclaredColumn>([
          ['id', { kinds: ['number'], nullable: false, insertOptional: true, text: 'Generated<number>' }],
          ['name', { kinds: ['string'], nullable: false, insertOptional: false, text: 'string' }],
          ['note', { kinds: ['string'], nullable: false, insertOptional: false, text: 'string' }],
          ['age', { kinds: ['number'], nullable: false, insertOptional: true, text: 'ColumnType<number, number | undefined>' }],
          ['gone', { kinds: ['string'], nullable: true, insertOptional: true, text: 'string | null' }],
        ]),
      ],
      ['ghosts', new Map<string, DeclaredColumn>()],
    ]);
    const integer = engine === 'postgres' ? 'int4' : 'INTEGER';
    const text = engine === 'postgres' ? 'text' : 'TEXT';
    const actual = new Map([
      [
        'users',
        new Map<string, DatabaseColumn>([
          ['id', { dataType: integer, nullable: false, filled: true }],
          ['name', { dataType: integer, nullable: false, filled: false }],
          ['note', { dataType: text, nullable: true, filled: false }],
          ['age', { dataType: integer, nullable: false, filled: false }],
          ['extra', { dataType: text, nullable: true, filled: false }],
        ]),
      ],
      ['orphans', new Map<string, DatabaseColumn>()],
    ]);
    expect(differences(engine, declared, actual)).toEqual([
      "orphans: a table of the database that schema.ts' Database does not declare",
      'users.extra: a column of the database that schema.ts does not declare',
      `users.name: schema.ts reads string (string), the ${engine} column is ${integer} (read as number)`,
      `users.note: schema.ts says not null (string), the ${engine} column is nullable`,
      `users.age: schema.ts lets an insert leave it out (ColumnType<number, number | undefined>), but the ${engine} column is not null and has no default`,
      'users.gone: declared in schema.ts (string | null), not in the database',
      'ghosts: declared in schema.ts, not made by any migration',
    ]);
  });
});
