import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { parseRepairViewKey, RepairModal } from './repair-modal';

describe('repair modal', () => {
  it('reads the view keys of spec 1 §3 (axis + direction + degree)', () => {
    expect(parseRepairViewKey('XP0')).toEqual({ side: 'XP', rotationDeg: 0 });
    expect(parseRepairViewKey('zm270')).toEqual({ side: 'ZM', rotationDeg: 270 });
    expect(parseRepairViewKey('front')).toBeNull();
  });

  it('shows the four counts and names each picture by the side it looks from', () => {
    render(
      <MemoryRouter>
        <RepairModal
          repairInfo={{
            numberOfFlippedPolygons: 12,
            numberOfRemovedFlatOpenShells: 0,
            numberOfClosedOpenLoops: 3,
            numberOfMergedVertexPairs: 1500,
            repairImages: { YM0: '/a.png', XP90: '/b.png' },
          }}
          isWatertight
          onClose={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Geschlossene Löcher').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Gedrehte Polygone').nextSibling).toHaveTextContent('12');
    // The page language's number format (German on /), the one formatter's.
    expect(screen.getByText('Verbundene Punktpaare').nextSibling).toHaveTextContent('1.500');
    expect(screen.getByAltText('Reparaturansicht Von vorne')).toHaveAttribute('src', '/a.png');
    expect(screen.getByText('Von rechts, gedreht um 90°')).toBeInTheDocument();
    expect(screen.queryByText('YM0')).not.toBeInTheDocument();
  });

  it('says "fixed" only when the repaired geometry is closed (issue 13 point 4)', () => {
    const repairInfo = {
      numberOfFlippedPolygons: 0,
      numberOfRemovedFlatOpenShells: 0,
      numberOfClosedOpenLoops: 41,
      numberOfMergedVertexPairs: 0,
      repairImages: {},
    };
    const { unmount } = render(
      <MemoryRouter>
        <RepairModal repairInfo={repairInfo} isWatertight onClose={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('repair-intro')).toHaveTextContent('automatisch behoben');
    unmount();
    render(
      <MemoryRouter>
        <RepairModal repairInfo={repairInfo} isWatertight={false} onClose={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('repair-intro')).toHaveTextContent('noch nicht geschlossen');
    expect(screen.getByTestId('repair-intro')).not.toHaveTextContent('behoben');
  });
});
