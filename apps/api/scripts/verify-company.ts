// Operator command (until a back-office exists): marks an account's company as verified, which
// makes it a business customer everywhere (spec 2 §6). Works on DATABASE_URL or, without it, on
// the embedded database in DATA_DIR (stop the server first: the embedded database has one writer).
//   npm run accounts:verify-company -w apps/api -- <username> [--revoke]
import { resolve } from 'node:path';
import { userNameKey } from '@print/domain';
import { openDatabase } from '../src/db/client.js';
import { createAccountsRepository } from '../src/modules/accounts/index.js';

const args = process.argv.slice(2);
const username = args.find((a) => !a.startsWith('--'));
const isVerified = !args.includes('--revoke');
if (!username) {
  process.stderr.write('usage: accounts:verify-company -- <username> [--revoke]\n');
  process.exit(2);
}
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: resolve(process.env.DATA_DIR || './data'),
});
try {
  await database.migrate();
  const repo = createAccountsRepository(database.db);
  const found = await repo.setVerifiedCompany(userNameKey(username), isVerified);
  if (!found) {
    process.stderr.write(`no account named "${username}"\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(
      `${username}: company ${isVerified ? 'verified (business customer)' : 'no longer verified'}\n`,
    );
  }
} finally {
  await database.close();
}
