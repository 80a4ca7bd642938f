/**
 * A fresh PostgreSQL database for one spec on the server TEST_DATABASE_URL names (as the API suites make theirs,
 * tests/api/helpers.ts): empty, so the first instance started on it migrates and seeds it; dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  /** The new database's connection string (DATABASE_URL of the instances). */
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function freshPostgresDatabase(adminUrl: string): Promise<FreshDatabase> {
  // Only [a-z0-9_]: the name goes into CREATE DATABASE, which takes no parameters.
  const name = `concierge_e2e_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
