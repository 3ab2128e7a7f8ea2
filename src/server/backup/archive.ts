import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { listForeignKeys } from './backup.repo';

/**
 * A backup is one gzipped tar file (the `tar` package):
 *
 *   jurado-backup.json         this manifest
 *   migrations/                the migrations that made the database's schema (journal + SQL)
 *   database/<table>.copy      every row of every table in `public`, in COPY's text format
 *   uploads/                   the uploaded files (local storage only)
 *   objects.txt                the storage keys the rows refer to (each photo's original and thumbnail),
 *                              one a line: what a restore checks the storage for
 *   auth-secret                the generated session secret, when DATA_DIR holds one
 *
 * All tables are read in one REPEATABLE READ transaction, so the rows are one consistent moment.
 * pg-boss's schema is not in it: the `emails` table is the truth about what is still to be sent, and
 * the restore queues a delivery for every email still 'queued' (docs/decisions/operations.md).
 */
export const MANIFEST = 'jurado-backup.json';
export const FORMAT = 'jurado-backup';
export const FORMAT_VERSION = 1;

export type Manifest = {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  createdAt: string;
  postgres: string;
  /** The last migration applied to the database (its journal tag). */
  migration: string;
  tables: { name: string; columns: string[]; rows: number }[];
  /** Sequences of `public` and the value each had reached (null: never used). */
  sequences: { name: string; lastValue: string | null }[];
  uploads: { files: number; bytes: number; missing: string[] } | null;
  authSecret: boolean;
  /** How many keys objects.txt lists (absent in backups made before it existed). */
  objects?: { count: number };
};

export const OBJECTS_FILE = 'objects.txt';

export const tableFile = (table: string) => `database/${table}.copy`;

/**
 * The tables in an order that loads every referenced row before the rows referring to it (foreign
 * keys within `public`; a table referring to itself is loaded by one COPY, checked at its end).
 */
export async function loadOrder(client: pg.ClientBase, tables: string[]): Promise<string[]> {
  const rows = await listForeignKeys(client);
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of rows) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !placed.has(table) && [...parents.get(table)!].every((p) => placed.has(p) || !parents.has(p)),
    );
    if (ready.length === 0) {
      const left = tables.filter((table) => !placed.has(table)).join(', ');
      throw new Error(`These tables refer to each other in a cycle; no load order exists: ${left}`);
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** The session secret file the server generates in DATA_DIR (lib/auth.ts) when AUTH_SECRET is unset. */
export const AUTH_SECRET_FILE = 'auth-secret';

export function readManifest(folder: string): Manifest {
  const file = path.join(folder, MANIFEST);
  if (!existsSync(file)) throw new Error('This file is not a Jurado backup (it has no jurado-backup.json).');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION) {
    throw new Error(`Unknown backup format ${manifest.format} ${manifest.version}.`);
  }
  return manifest;
}
