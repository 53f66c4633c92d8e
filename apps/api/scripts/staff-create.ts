// Operator command: creates a staff member of the operator's desk (issue 25) and prints the
// one-time enrolment link (valid 24 hours): opening it sets the password, then TOTP is enrolled.
// For a member that exists but never finished enrolling, a fresh link is printed (the earlier one
// stops working); --reset does the same for an enrolled member (lost phone: new password and
// authenticator). Works on DATABASE_URL or, without it, on the embedded database in DATA_DIR
// (stop the server first: the embedded database has one writer).
//   npm run staff:create -- --email anna@example.ch --name "Anna Muster" --role owner [--reset]
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isStaffRole, STAFF_ROLES } from '@print/domain';
import { requireCurrentSchema } from '../src/db/schema-state.js';
import { loadConfig } from '../src/plugins/config.js';
import { openRuntime, openRuntimeDatabase } from '../src/runtime/platform.js';

const USAGE = `usage: npm run staff:create -- --email <address> --name <name> --role <${STAFF_ROLES.join('|')}> [--reset]\n`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
    strict: true,
  }).values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const email = parsed.email?.trim().toLowerCase() ?? '';
const role = parsed.role ?? '';
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('--email needs an e-mail address');
if (!isStaffRole(role)) fail(`--role must be one of ${STAFF_ROLES.join(', ')}`);
const name = parsed.name?.trim() || email.split('@')[0] || email;

// `npm run staff:create` from the repository root runs in apps/api: the embedded database is the
// one `npm start` uses, ./data where the command was typed (unless DATA_DIR says otherwise).
if (!process.env.DATA_DIR && process.env.INIT_CWD) {
  process.env.DATA_DIR = resolve(process.env.INIT_CWD, 'data');
}
const config = loadConfig();
const database = await openRuntimeDatabase(config);
try {
  await requireCurrentSchema(database, config.databaseUrl);
} catch (error) {
  await database.close();
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const runtime = await openRuntime(config, database, {
  migrate: false,
  supervise: false,
  schedule: false,
});
try {
  const staff = runtime.services.staff;
  const existing = await staff.accounts.findMemberByEmail(email);
  let link: { token: string; expiresAt: Date };
  if (existing === null) {
    link = await staff.accounts.createMember({ email, name, role });
    process.stdout.write(`Created staff member ${email} (${name}, ${role}).\n`);
  } else if (existing.disabledAt !== null) {
    process.stderr.write(`${email} is disabled; an owner can enable it in the desk.\n`);
    process.exit(1);
  } else if (existing.totpEnrolled && parsed.reset !== true) {
    process.stderr.write(
      `${email} is enrolled already. --reset prints a link that sets a new password and authenticator.\n`,
    );
    process.exit(1);
  } else {
    link = await staff.accounts.reissueEnrolment(existing.id);
    process.stdout.write(
      `${email} exists (${existing.name}, ${existing.role}): a fresh enrolment link, the earlier one no longer works.\n`,
    );
  }
  process.stdout.write(
    `\nEnrolment link (once, valid until ${link.expiresAt.toISOString()}):\n${staff.enrolmentUrl(link.token)}\n`,
  );
} finally {
  await runtime.close();
}
