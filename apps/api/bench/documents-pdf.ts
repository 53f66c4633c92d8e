/**
 * Invoice PDF benchmark: an invoice of 10 lines with the Swiss QR-bill (Inter embedded), rendered
 * in-process (the layout alone) and through the documents service's worker pool (what a request
 * pays: queueing, the copy of the bytes back). Prints p50/p99 and the ratio to the 150 ms target.
 */
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createDocumentsService } from '../src/modules/documents/documents.service.js';
import { renderOrderPdf } from '../src/modules/documents/render-order-pdf.js';
import { SAMPLE_CREDITOR, sampleOrderInput } from '../src/modules/documents/sample-order-input.js';

const WARMUP = 10;
const RUNS = 60;
const TARGET_MS = 150;

const input = sampleOrderInput({
  lines: Array.from({ length: 10 }, (_, i) => ({
    name: `bauteil-${i + 1}.step`,
    details: 'SLS · PA12 · gefärbt · Schwarz',
    quantity: i + 1,
    unitCents: 2450,
    lineCents: 2450 * (i + 1),
  })),
});

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * Wall time is what a customer waits; on a shared, overloaded machine it mostly measures the
 * queue for a core, so the process CPU time of each render (all threads) is printed beside it.
 */
async function measure(label: string, render: () => Promise<Buffer>): Promise<void> {
  for (let i = 0; i < WARMUP; i += 1) await render();
  const wall: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    bytes = (await render()).length;
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const [p50, p99, cpu50] = [percentile(wall, 50), percentile(wall, 99), percentile(cpu, 50)];
  process.stdout.write(
    `${label.padEnd(26)} wall p50 ${p50.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  ` +
      `cpu p50 ${cpu50.toFixed(1)} ms  (${(bytes / 1024).toFixed(0)} KiB; ratio to the ` +
      `${TARGET_MS} ms target: wall p50 ${(p50 / TARGET_MS).toFixed(2)}, p99 ` +
      `${(p99 / TARGET_MS).toFixed(2)}, cpu p50 ${(cpu50 / TARGET_MS).toFixed(2)})\n`,
  );
}

async function main(): Promise<void> {
  // Figures on a shared machine mean little without its load: print it beside them.
  const [load1 = 0] = loadavg();
  process.stdout.write(
    `invoice PDF with QR-bill, ${input.lines.length} lines, ${RUNS} runs ` +
      `(load average ${load1.toFixed(1)} on ${availableParallelism()} cores)\n`,
  );
  await measure('in-process (layout only)', () =>
    renderOrderPdf(input, 'invoice', SAMPLE_CREDITOR),
  );
  const mail = { sendMany: () => Promise.resolve(), shopEmail: 'shop@example.ch' };
  const documents = createDocumentsService({ creditor: SAMPLE_CREDITOR, mail });
  try {
    await measure('worker pool (1 thread)', () => documents.renderOrderPdf(input, 'invoice'));
  } finally {
    await documents.close();
  }
}

await main();
