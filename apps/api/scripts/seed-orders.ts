// Demo orders for the desk and its benchmark: `npm run seed:orders -w apps/api -- 100000`.
// Writes into DATABASE_URL (or the embedded database in DATA_DIR: stop the server first). The
// orders spread over the last three years with realistic statuses, payment methods, Swiss names
// and 1–4 lines of the seeded catalogue; ids start with "seed-", numbers at YYYY-300001.
import { sql } from 'drizzle-orm';
import { seedOrders } from '../src/modules/orders/order-seed-sql.js';
import { seedOrderData } from './seed-order-data.js';
import { openScriptRuntime } from './script-runtime.js';

const count = Number(process.argv[2] ?? '1000');
if (!Number.isSafeInteger(count) || count < 1 || count > 600_000) {
  process.stderr.write('usage: seed:orders -- <count 1..600000>\n');
  process.exit(2);
}
const { database, runtime } = await openScriptRuntime();
try {
  const started = performance.now();
  const data = await seedOrderData(runtime.services);
  await seedOrders(database.db, { count, ...data, now: new Date() });
  await database.db.execute(sql`ANALYZE orders, order_lines`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`${count} orders seeded in ${seconds} s\n`);
} finally {
  await runtime.close();
}
