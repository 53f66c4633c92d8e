// Run by global-setup.ts in a process of its own (tsx with the workspace's source condition):
// builds the run's template database and prints it as one JSON line.
import { createTemplateDatabase } from './template-database.js';

const { template } = await createTemplateDatabase(process.env.DATABASE_URL || undefined);
process.stdout.write(`${JSON.stringify(template)}\n`);
