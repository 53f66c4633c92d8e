// Operator command for scripts (staff use the desk: POST /api/admin/customers/:id/verify-company):
// marks an account's company as verified, which makes it a business customer everywhere (spec 2
// §6). Both run the same use case (accounts customer-desk.service.ts verifyCompany); a change from
// here is stamped without a staff member. Works on DATABASE_URL or, without it, on
// the embedded database in DATA_DIR (stop the server first: the embedded database has one writer).
//   npm run accounts:verify-company -w apps/api -- <username> [--revoke]
import { openScriptRuntime } from './script-runtime.js';

const args = process.argv.slice(2);
const username = args.find((a) => !a.startsWith('--'));
const isVerified = !args.includes('--revoke');
if (!username) {
  process.stderr.write('usage: accounts:verify-company -- <username> [--revoke]\n');
  process.exit(2);
}
const { runtime } = await openScriptRuntime();
try {
  const found = await runtime.services.accounts.setVerifiedCompany(username, isVerified);
  if (!found) {
    process.stderr.write(`no account named "${username}"\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(
      `${username}: company ${isVerified ? 'verified (business customer)' : 'no longer verified'}\n`,
    );
  }
} finally {
  await runtime.close();
}
