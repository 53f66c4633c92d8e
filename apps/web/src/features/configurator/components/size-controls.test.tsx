import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useCurrentItemStore } from '../stores/current-item-store';
import { SizeControls } from './size-controls';

function renderControls(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SizeControls dimensions={{ x: 10, y: 20, z: 30 }} />
    </MemoryRouter>,
  );
}

describe('scale slider by keyboard', () => {
  beforeEach(() =>
    useCurrentItemStore.getState().startItem({ objectId: 'f', unit: 'mm', hasRepairInfo: false }),
  );

  it('quick arrow presses inside one throttle window end on the last value, none lost', () => {
    renderControls();
    const slider = screen.getByRole('slider');
    for (const value of ['1.1', '1.2', '1.3']) {
      fireEvent.change(slider, { target: { value } });
      fireEvent.keyUp(slider, { key: 'ArrowRight' });
    }
    expect(useCurrentItemStore.getState().scale).toBe(1.3);
    expect(slider).toHaveValue('1.3');
  });
});

describe('issue 13 point 1: bounded size fields state their range', () => {
  beforeEach(() =>
    useCurrentItemStore.getState().startItem({ objectId: 'f', unit: 'mm', hasRepairInfo: false }),
  );

  it('the scale field carries min/max and describes the allowed range', () => {
    renderControls();
    const scale = screen.getByRole('spinbutton', { name: 'Skalierung' });
    expect(scale).toHaveAttribute('aria-valuemin', '0.01');
    expect(scale).toHaveAttribute('aria-valuemax', '10');
    expect(scale).toHaveAccessibleDescription('Erlaubt: 0,01 bis 10');
  });

  it('a width outside 0.1–100 mm is marked invalid and says so; inside it is not', () => {
    renderControls();
    const width = screen.getByRole('spinbutton', { name: 'Breite (X)' });
    expect(width).toHaveAttribute('max', '100');
    fireEvent.change(width, { target: { value: '5000' } });
    expect(width).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Erlaubt: 0,1 bis 100 mm');
    fireEvent.change(width, { target: { value: '50' } });
    expect(width).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useCurrentItemStore.getState().scale).toBe(5);
  });
});

describe('issue 24 point 13: the scale field reads a decimal comma and a decimal point', () => {
  beforeEach(() =>
    useCurrentItemStore.getState().startItem({ objectId: 'f', unit: 'mm', hasRepairInfo: false }),
  );

  it.each([['0,5'], ['0.5']])(
    '%j typed character by character gives half size, never 5',
    (typed) => {
      renderControls();
      const scale = screen.getByRole('spinbutton', { name: 'Skalierung' });
      for (let end = 1; end <= typed.length; end += 1) {
        fireEvent.change(scale, { target: { value: typed.slice(0, end) } });
      }
      expect(useCurrentItemStore.getState().scale).toBe(0.5);
      expect(scale).toHaveValue(typed);
      expect(scale).toHaveAttribute('aria-invalid', 'false');
      expect(screen.getByRole('spinbutton', { name: 'Breite (X)' })).toHaveValue(5);
    },
  );

  it('an unreadable scale says so and keeps the last scale', () => {
    renderControls();
    const scale = screen.getByRole('spinbutton', { name: 'Skalierung' });
    fireEvent.change(scale, { target: { value: '2' } });
    fireEvent.change(scale, { target: { value: '2,5,1' } });
    expect(useCurrentItemStore.getState().scale).toBe(2);
    expect(scale).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte eine Zahl eingeben, z. B. 0,5 oder 2.',
    );
    expect(scale).toHaveAccessibleDescription(/Bitte eine Zahl eingeben/);
    fireEvent.change(scale, { target: { value: '2,5' } });
    expect(useCurrentItemStore.getState().scale).toBe(2.5);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('arrow keys step the scale by 0.01', () => {
    renderControls();
    const scale = screen.getByRole('spinbutton', { name: 'Skalierung' });
    fireEvent.keyDown(scale, { key: 'ArrowUp' });
    expect(useCurrentItemStore.getState().scale).toBe(1.01);
    fireEvent.keyDown(scale, { key: 'ArrowDown' });
    fireEvent.keyDown(scale, { key: 'ArrowDown' });
    expect(useCurrentItemStore.getState().scale).toBe(0.99);
  });
});
