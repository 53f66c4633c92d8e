import type { ConfigureSubStep } from '../stores/current-item-store';
import { useConfiguratorText } from '../hooks/use-configurator-text';

const STEPS = [
  { subStep: 0, key: 'steps.basics' },
  { subStep: 1, key: 'steps.material' },
  { subStep: 2, key: 'steps.finishes' },
] as const;

/** The three configure sub-steps; the current one is marked for screen readers too. */
export function StepNav({ current }: { current: ConfigureSubStep }) {
  const t = useConfiguratorText();
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="sub-steps">
        {STEPS.map((step) => {
          const state =
            step.subStep === current ? 'current' : step.subStep < current ? 'done' : 'todo';
          return (
            <li
              key={step.subStep}
              className={`sub-steps__item sub-steps__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="sub-steps__number" aria-hidden="true">
                {step.subStep + 1}
              </span>
              <span className="sub-steps__label">{t(step.key)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
