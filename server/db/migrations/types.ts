import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connect';

/** A migration file exports one of these: it may need to know which dialect it runs on. */
export type MigrationFactory = (dialect: DialectName) => Migration;

/** A surrogate integer key in either dialect. */
export function idColumn(
  dialect: DialectName,
): ['integer' | 'serial', (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  return dialect === 'sqlite'
    ? ['integer', (col) => col.primaryKey().autoIncrement()]
    : ['serial', (col) => col.primaryKey()];
}

export type SchemaDb = Kysely<unknown>;
