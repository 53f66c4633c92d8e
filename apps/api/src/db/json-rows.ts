import { createHash } from 'node:crypto';
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * Rows written as one JSON parameter and expanded by PostgreSQL (`json_populate_recordset`),
 * for hot statements whose row shapes are fixed: the statement's text has no per-value
 * placeholders, so it is built once per column set instead of per call (Drizzle's insert builder
 * walks every value of every column on each call), and any number of rows is one parameter.
 * Values convert as Drizzle would write them; columns a row leaves undefined take their default.
 */

type Columns = ReturnType<typeof getTableColumns<PgTable>>;

const columnsOf = new WeakMap<PgTable, Columns>();
function columns(table: PgTable): Columns {
  let found = columnsOf.get(table);
  if (found === undefined) {
    found = getTableColumns(table);
    columnsOf.set(table, found);
  }
  return found;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A row of the table's insert type as a JSON object keyed by column name (undefined left out). */
export function toColumnRecord<T extends PgTable>(
  table: T,
  row: T['$inferInsert'],
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  const values = row as Record<string, unknown>;
  for (const [key, column] of Object.entries(columns(table))) {
    const value = values[key];
    if (value === undefined) continue;
    // jsonb goes into the JSON as itself; Drizzle's driver value would be its text.
    record[column.name] =
      value === null || column.columnType === 'PgJsonb' ? value : column.mapToDriverValue(value);
  }
  return record;
}

/** A row as the database answers it (column names, driver values) in the table's select type. */
export function fromColumnRecord<T extends PgTable>(
  table: T,
  record: Record<string, unknown>,
): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns(table))) {
    const value = record[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

const insertTexts = new Map<string, readonly [string, string]>();

/**
 * `INSERT INTO table (cols) SELECT cols FROM json_populate_recordset(NULL::table, <records>)`
 * plus `suffix` (a WHERE or RETURNING), for records made by toColumnRecord; the column list is
 * the keys the records carry, and its text is kept per table and column set. `computed` columns
 * take an SQL expression instead of a value from the records (the same in every row), such as
 * the order number the statement draws.
 */
export function insertRecords(
  table: PgTable,
  records: readonly Record<string, unknown>[],
  suffix: SQL = sql``,
  computed: Readonly<Record<string, SQL>> = {},
): SQL {
  const computedNames = Object.keys(computed);
  const names = [...new Set(records.flatMap((record) => Object.keys(record)))].filter(
    (name) => !(name in computed),
  );
  if (names.length === 0)
    throw new Error('insertRecords needs at least one column from the records');
  const tableName = getTableName(table);
  const cacheKey = `${tableName}\u0000${names.join('\u0000')}\u0001${computedNames.join('\u0000')}`;
  let text = insertTexts.get(cacheKey);
  if (text === undefined) {
    const list = names.map(quote).join(', ');
    const all = [...names, ...computedNames].map(quote).join(', ');
    text = [
      `INSERT INTO ${quote(tableName)} (${all}) SELECT ${list}`,
      ` FROM json_populate_recordset(NULL::${quote(tableName)}, `,
    ] as const;
    insertTexts.set(cacheKey, text);
  }
  const values = computedNames.map((name) => sql`, ${computed[name]}`);
  return sql`${sql.raw(text[0])}${sql.join(values, sql``)}${sql.raw(text[1])}${JSON.stringify(records)}::json) ${suffix}`;
}

/** The two parts of a Drizzle database a named statement needs (as its own execute uses them). */
interface DrizzleInternals {
  readonly dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
  readonly session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

const statementNames = new Map<string, string>();

/** A name per statement text: node-postgres prepares a named statement once per connection. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `rows_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Runs a statement and answers its rows as the driver gives them (node-postgres and PGlite alike).
 * `prepared`: the statement runs as a named prepared statement, parsed and planned once per
 * connection instead of on every call (the order's statement spent as long in parse and plan as
 * in execution); for statements whose text repeats with only their parameters changing.
 */
export async function selectRecords(
  ex: Executor,
  statement: SQL,
  options: { readonly prepared?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  if (options.prepared !== true) {
    const result: unknown = await ex.execute(statement);
    return (result as { rows: Record<string, unknown>[] }).rows;
  }
  const { dialect, session } = ex as unknown as DrizzleInternals;
  const query = dialect.sqlToQuery(statement);
  const result = await session
    .prepareQuery(query, undefined, statementName(query.sql), false)
    .execute();
  return (result as { rows: Record<string, unknown>[] }).rows;
}
