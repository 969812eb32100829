// npm run staff -- create-admin EMAIL NAME   (password from STAFF_PASSWORD or standard input)
import { text } from 'node:stream/consumers';
import { STAFF_PASSWORD_MIN } from '@fp/contracts';
import { systemClock } from '@fp/domain';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { AppError } from '../http/errors.ts';
import { createPasswordHasher } from '../modules/identity/passwords.ts';
import { createStaffService } from '../modules/staff/service.ts';
import { PUBLISHED_PASSWORDS } from '../seed/demo-logins.ts';

const [command, email, ...nameParts] = process.argv.slice(2);
const name = nameParts.join(' ').trim();
const usage = 'usage: npm run staff -- create-admin EMAIL NAME  (password from STAFF_PASSWORD or stdin)';

/** The password never goes on the command line, where shell history and `ps` would keep it. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv) return fromEnv;
  if (process.stdin.isTTY) process.stderr.write('Password (input is shown; prefer STAFF_PASSWORD or a pipe): ');
  const input = await text(process.stdin);
  return input.replace(/\r?\n$/, '');
}

async function run() {
  if (command !== 'create-admin' || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || name.length < 2) {
    console.error(usage);
    process.exitCode = 2;
    return;
  }
  const password = await readPassword();
  if (password.length < STAFF_PASSWORD_MIN) {
    console.error(`The password must have at least ${STAFF_PASSWORD_MIN} characters.`);
    process.exitCode = 2;
    return;
  }
  if (PUBLISHED_PASSWORDS.includes(password)) {
    // Outside development and test it would open nothing (decision 048); anywhere it opens to anyone.
    console.error('This password is published in the README as a demo password; choose another one.');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const handle = await openDatabase(config);
  try {
    await migrateDatabase(handle);
    const staff = createStaffService({
      db: handle.db,
      clock: systemClock,
      passwords: createPasswordHasher(config.passwordScryptLogN),
    });
    const created = await staff.create({ email, name, role: 'admin', password });
    await staff.audit(created.id, 'staff/create_admin', `staff:${created.id}`, 'command line');
    console.log(`admin ${created.email} created (id ${created.id})`);
  } catch (err) {
    if (err instanceof AppError && err.code === 'email_in_use') {
      console.error(`A staff account with the e-mail ${email} already exists.`);
      process.exitCode = 1;
      return;
    }
    throw err;
  } finally {
    await handle.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
