import { describe, expect, it } from 'vitest';
import { countMailDelivery, eventRegistry, recordAnalysis } from './metrics.js';

/** A series' value: `name` of a counter, or `<histogram>_count`. */
async function valueOf(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = eventRegistry.getSingleMetric(name.replace(/_count$/, ''));
  // A histogram's values name their series (`_bucket`, `_sum`, `_count`); a counter's do not.
  const values = ((await metric?.get())?.values ?? []) as readonly {
    readonly metricName?: string;
    readonly labels: Readonly<Record<string, string | number>>;
    readonly value: number;
  }[];
  const found = values.find(
    (v) =>
      (v.metricName ?? name) === name &&
      Object.entries(labels).every(([key, value]) => v.labels[key] === value),
  );
  return found?.value ?? 0;
}

describe('shop event metrics', () => {
  it('counts a delivery as sent or failed and passes its outcome on', async () => {
    const [sent, failed] = [
      await valueOf('pp_mails_sent_total'),
      await valueOf('pp_mails_failed_total'),
    ];
    await expect(countMailDelivery(Promise.resolve('id-1'))).resolves.toBe('id-1');
    await expect(countMailDelivery(Promise.reject(new Error('421')))).rejects.toThrow('421');
    expect(await valueOf('pp_mails_sent_total')).toBe(sent + 1);
    expect(await valueOf('pp_mails_failed_total')).toBe(failed + 1);
  });

  it('labels analyses by a known format and a size class, anything else as other', async () => {
    const labels = { format: 'other', size_class: 'large', outcome: 'completed' };
    const before = await valueOf('pp_analysis_duration_seconds_count', labels);
    recordAnalysis('../../evil name.exe', 50_000_000, 1.5, 'completed');
    recordAnalysis('Part.STEP', 2_000_000, 3, 'completed');
    expect(await valueOf('pp_analysis_duration_seconds_count', labels)).toBe(before + 1);
    expect(
      await valueOf('pp_analysis_duration_seconds_count', { format: 'step', size_class: 'medium' }),
    ).toBeGreaterThanOrEqual(1);
  });
});
