import { useId } from 'react';

export interface SegmentedControlProps<T extends string | number> {
  readonly label: string;
  readonly name: string;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  readonly value: T;
  readonly onChange: (value: T) => void;
}

/** A labelled radio group drawn as joined buttons (arrow keys move the choice natively). */
export function SegmentedControl<T extends string | number>(props: SegmentedControlProps<T>) {
  const { label, name, options, value, onChange } = props;
  const labelId = useId();
  return (
    <div className="choice-group" role="radiogroup" aria-labelledby={labelId}>
      <span id={labelId} className="choice-group__label">
        {label}
      </span>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={String(option.value)} className="choice-group__option">
            <input
              type="radio"
              name={name}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
