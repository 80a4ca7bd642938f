/**
 * The server build's command-line entry (`dist/server/cli.mjs`, built by integrations/serverCli.mjs, run by
 * scripts/operator.mjs): opens the site's database as the server does (DATA_DIR or DATABASE_URL, migrated and set
 * up) and runs one command on it.
 */
import { createInterface } from 'node:readline';
import { nowSeconds } from '~/server/clock';
import { createDatabase } from '~/server/database';
import { translators } from '~/server/i18n';
import { runOperatorCommand } from './operatorCommand';

/** Lines of stdin when it is not a terminal (a password piped in), read one per question. */
function pipedLines(): () => Promise<string> {
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  const reader = createInterface({ input: process.stdin });
  reader.on('line', (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else lines.push(line);
  });
  reader.on('close', () => {
    for (const next of waiting.splice(0)) next('');
  });
  return () => new Promise((resolve) => (lines.length > 0 ? resolve(lines.shift() ?? '') : waiting.push(resolve)));
}

/** Asks at the terminal without echoing what is typed. */
function hiddenQuestion(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const reader = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = reader as unknown as { _writeToOutput(text: string): void };
    output._writeToOutput = (text) => {
      if (text.includes(prompt)) process.stdout.write(prompt);
    };
    reader.question(prompt, (answer) => {
      reader.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main(): Promise<number> {
  const [, , tool, ...args] = process.argv;
  if (tool !== 'operator') {
    console.error('Usage: node dist/server/cli.mjs operator <command>');
    return 2;
  }
  const nextLine = process.stdin.isTTY ? undefined : pipedLines();
  const db = await createDatabase();
  try {
    return await runOperatorCommand(db, args, {
      out: (line) => console.log(line),
      readPassword: (prompt) => (nextLine ? nextLine() : hiddenQuestion(prompt)),
      tv: translators('en').tv,
      now: nowSeconds(),
    });
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
process.stdin.unref?.();
