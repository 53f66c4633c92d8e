import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useCurrentItemStore } from '../stores/current-item-store';
import { SizeControls } from './size-controls';

describe('scale slider by keyboard', () => {
  beforeEach(() =>
    useCurrentItemStore.getState().startItem({ objectId: 'f', unit: 'mm', hasRepairInfo: false }),
  );

  it('quick arrow presses inside one throttle window end on the last value, none lost', () => {
    render(<SizeControls dimensions={{ x: 10, y: 20, z: 30 }} />);
    const slider = screen.getByRole('slider');
    for (const value of ['1.1', '1.2', '1.3']) {
      fireEvent.change(slider, { target: { value } });
      fireEvent.keyUp(slider, { key: 'ArrowRight' });
    }
    expect(useCurrentItemStore.getState().scale).toBe(1.3);
    expect(slider).toHaveValue('1.3');
  });
});
