// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it("sets zod's jitless option (no eval under the shop's CSP)", async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
