// The browser tests' desk data, in one run on the embedded database of their template shop
// (apps/web/e2e/global-setup.ts; DATA_DIR, the server stopped): what `seed:orders -- <count>`
// and one `staff:create` per member do, without starting this process (and opening the
// database) once per step. Prints one JSON line: {"tokens":{"<email>":"<enrolment token>"}}.
//   tsx --conditions=@print/source scripts/seed-e2e-desk.ts --orders 40 \
//     --staff 'desk@print.test|Desk Test|owner' --staff 'office@print.test|Olga Office|office'
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { isStaffRole } from '@print/domain';
import { seedOrders } from '../src/modules/orders/order-seed-sql.js';
import { seedOrderData } from './seed-order-data.js';
import { openScriptRuntime } from './script-runtime.js';

const USAGE = "usage: seed-e2e-desk.ts --orders <count> [--staff 'email|name|role' ...]\n";

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '0' },
    staff: { type: 'string', multiple: true, default: [] },
  },
  strict: true,
});
const count = Number(values.orders);
if (!Number.isSafeInteger(count) || count < 0 || count > 600_000) fail('--orders: 0..600000');
const members = values.staff.map((spec) => {
  const [email = '', name = '', role = ''] = spec.split('|');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`--staff ${spec}: no e-mail address`);
  if (!isStaffRole(role)) fail(`--staff ${spec}: unknown role`);
  return { email: email.toLowerCase(), name, role };
});

const { database, runtime } = await openScriptRuntime();
try {
  if (count > 0) {
    const data = await seedOrderData(runtime.services);
    await seedOrders(database.db, { count, ...data, now: new Date() });
    await database.db.execute(sql`ANALYZE orders, order_lines`);
  }
  const tokens: Record<string, string> = {};
  for (const member of members) {
    // A new member, as `staff:create` makes one: its one-time enrolment link's token.
    const link = await runtime.services.staff.accounts.createMember(member);
    tokens[member.email] = link.token;
  }
  process.stdout.write(`${JSON.stringify({ tokens })}\n`);
} finally {
  await runtime.close();
}
