import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QuantityInput } from './quantity-input';

function renderInput(commitOn: 'typing' | 'leave', value = 3) {
  const onCommit = vi.fn<(quantity: number) => void>();
  render(
    <QuantityInput
      value={value}
      label="Menge"
      isLabelVisible={commitOn === 'typing'}
      decreaseLabel="weniger"
      increaseLabel="mehr"
      commitOn={commitOn}
      onCommit={onCommit}
      max={10}
    />,
  );
  return { onCommit, field: screen.getByRole('spinbutton', { name: 'Menge' }) };
}

describe('QuantityInput (the one quantity field)', () => {
  it('steps by one with its buttons', () => {
    const { onCommit } = renderInput('leave');
    fireEvent.click(screen.getByRole('button', { name: 'mehr' }));
    fireEvent.click(screen.getByRole('button', { name: 'weniger' }));
    expect(onCommit.mock.calls).toEqual([[4], [2]]);
  });

  it('disables a button at its bound', () => {
    renderInput('leave', 1);
    expect(screen.getByRole('button', { name: 'weniger' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'mehr' })).toBeEnabled();
  });

  it("'leave' commits only on Enter or blur, clamped to the bounds", () => {
    const { onCommit, field } = renderInput('leave');
    fireEvent.change(field, { target: { value: '0' } });
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.change(field, { target: { value: '99' } });
    fireEvent.blur(field);
    expect(onCommit.mock.calls).toEqual([[1], [10]]);
  });

  it("'typing' commits each whole number in bounds at once and ignores the rest", () => {
    const { onCommit, field } = renderInput('typing');
    fireEvent.change(field, { target: { value: '7' } });
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.change(field, { target: { value: '42' } });
    expect(onCommit.mock.calls).toEqual([[7]]);
  });

  it('falls back to the minimum when the text left behind is no number', () => {
    const { onCommit, field } = renderInput('leave');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(onCommit).toHaveBeenCalledWith(1);
  });
});
