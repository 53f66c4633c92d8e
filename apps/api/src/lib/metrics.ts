import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The shop's events as Prometheus series, recorded where they happen by one-line calls (the
 * modules import these functions, nothing else of prom-client). One registry per process: a
 * test process holding several apps counts their events together, which the tests allow for by
 * comparing before and after. Per-app series (HTTP, queue, pool) live in plugins/metrics.ts.
 */
export const eventRegistry = new Registry();
collectDefaultMetrics({ register: eventRegistry, prefix: 'pp_' });

/** Seconds: a small STL takes ~0.1 s, a large STEP minutes (ANALYSIS_TIMEOUT_MS 300 s). */
const analysisSeconds = new Histogram({
  name: 'pp_analysis_duration_seconds',
  help: 'Duration of one analysis attempt, by file format, size class and outcome',
  labelNames: ['format', 'size_class', 'outcome'] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers: [eventRegistry],
});

const ordersPlaced = new Counter({
  name: 'pp_orders_placed_total',
  help: 'Orders placed, by payment method',
  labelNames: ['method'] as const,
  registers: [eventRegistry],
});

const mailsSent = new Counter({
  name: 'pp_mails_sent_total',
  help: 'Mails handed to the SMTP server (or written to the outbox)',
  registers: [eventRegistry],
});

const mailsFailed = new Counter({
  name: 'pp_mails_failed_total',
  help: 'Mail deliveries that failed (each is retried by the queue)',
  registers: [eventRegistry],
});

const pdfSeconds = new Histogram({
  name: 'pp_pdf_render_duration_seconds',
  help: 'Time to render one PDF document (queue wait of the render pool included), by kind',
  labelNames: ['kind'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
  registers: [eventRegistry],
});

/** Formats the analysis reads; any other extension is counted as `other` (bounded labels). */
const KNOWN_FORMATS = new Set([
  'stl',
  'obj',
  'ply',
  '3mf',
  'step',
  'stp',
  'iges',
  'igs',
  '3ds',
  'off',
  'wrl',
]);

/** Size classes by bytes of the upload: the boundaries follow the analysis' large-file rule. */
export function sizeClassOf(bytes: number): 'small' | 'medium' | 'large' {
  if (bytes < 1_000_000) return 'small';
  return bytes < 20_000_000 ? 'medium' : 'large';
}

export function formatOf(fileName: string): string {
  const format = extname(fileName).slice(1).toLowerCase();
  return KNOWN_FORMATS.has(format) ? format : 'other';
}

/** One analysis attempt ended after `seconds` (`outcome`: completed, failed, timeout …). */
export function recordAnalysis(
  fileName: string,
  sizeBytes: number,
  seconds: number,
  outcome: string,
): void {
  analysisSeconds.observe(
    { format: formatOf(fileName), size_class: sizeClassOf(sizeBytes), outcome },
    seconds,
  );
}

export function recordOrderPlaced(method: string): void {
  ordersPlaced.inc({ method });
}

/** Counts a delivery as sent or failed and passes its outcome on unchanged. */
export async function countMailDelivery<T>(delivery: Promise<T>): Promise<T> {
  try {
    const result = await delivery;
    mailsSent.inc();
    return result;
  } catch (error) {
    mailsFailed.inc();
    throw error;
  }
}

/** Times a PDF render by its kind and passes its outcome on unchanged. */
export async function timePdfRender<T>(kind: string, render: Promise<T>): Promise<T> {
  const stop = pdfSeconds.startTimer({ kind });
  try {
    return await render;
  } finally {
    stop();
  }
}

/**
 * Starts timing an analysis of the file at `path`; the returned function records it with the
 * file's size (read then, so the hot path waits for nothing).
 */
export function startAnalysisTimer(path: string, fileName: string): (outcome: string) => void {
  const startedAt = performance.now();
  return (outcome) => {
    const seconds = (performance.now() - startedAt) / 1000;
    stat(path).then(
      (info) => recordAnalysis(fileName, info.size, seconds, outcome),
      () => recordAnalysis(fileName, 0, seconds, outcome),
    );
  };
}
