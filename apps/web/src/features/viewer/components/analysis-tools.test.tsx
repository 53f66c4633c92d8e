import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AnalysisTools } from './analysis-tools';

const repairInfo = {
  numberOfFlippedPolygons: 0,
  numberOfRemovedFlatOpenShells: 0,
  numberOfClosedOpenLoops: 6,
  numberOfMergedVertexPairs: 0,
  repairImages: {},
};

describe('analysis tools (issue 13 point 4: repaired geometry gets the same pictures)', () => {
  it.each([
    ['intact', null],
    ['repaired', repairInfo],
  ] as const)('offers the wall-thickness pictures for a %s file', (_label, info) => {
    render(
      <AnalysisTools
        repairInfo={info}
        isWatertight
        isRepairOpen={false}
        onRepairOpenChange={vi.fn()}
        renderView={<p>3D</p>}
        histogramView={<p>walls</p>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Wandstärke' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reparaturdaten' }) !== null).toBe(info !== null);
  });
});
