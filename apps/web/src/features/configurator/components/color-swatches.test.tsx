import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { makeFinish, makeMode, makeResult } from '../test/fixtures';
import { listColorOptions } from '../utils/selection-rules';
import { ColorSwatches } from './color-swatches';

const mode = makeMode('pa', [
  makeFinish('pa', 'blasted', ['white']),
  makeFinish('pa', 'dyed', ['black', 'red']),
]);

describe('colour swatches (spec 1 §4)', () => {
  it('only colours of the current finish are selectable; non-printable ones say so', () => {
    const onSelect = vi.fn();
    render(
      <ColorSwatches
        label="Farbe"
        options={listColorOptions(mode)}
        modeId="pa"
        surfaceFinishId="dyed"
        colorId="black"
        results={[
          makeResult({ printModeId: 'pa', surfaceFinishId: 'dyed', colorId: 'black' }, 4000),
          makeResult({ printModeId: 'pa', surfaceFinishId: 'dyed', colorId: 'red' }, null),
        ]}
        onSelect={onSelect}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Colour white' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Colour black' })).toBeChecked();
    const red = screen.getByRole('radio', { name: 'Colour red' });
    expect(red).toBeEnabled();
    expect(red.closest('label')).toHaveAttribute('title', 'Nicht druckbar');
    expect(
      screen.getByRole('radio', { name: 'Colour black' }).closest('label'),
    ).not.toHaveAttribute('title');
    fireEvent.click(red);
    expect(onSelect).toHaveBeenCalledWith('red');
  });
});
