import { describe, expect, it } from 'vitest';

// Rulings "Runtime": every npm script runs on Node 24 LTS from the `node` devDependency, also
// where the machine's own Node is older. This runs inside `npm test`, so it fails if the suite
// was started on another Node.
describe('runtime', () => {
  it('is Node 24', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });
});
