import type { ReactNode } from 'react';
import { IconCheck } from '../../../components/icons';
import type { OrderProcessStep } from '../../../stores/order-process-store';
import { useOrderProcessText } from '../texts';
import { selectPanelStepIndex } from '../utils/panel-visibility';
import './order-process-panel.css';

const STEP_KEYS = ['file', 'mode', 'checkout'] as const;

export interface OrderProcessPanelProps {
  readonly step: OrderProcessStep;
  /** Offered in the cart step: hides the panel and goes on to the customer details. */
  readonly onNextStep: () => void;
  /** The upload hero, shown in the upload step. */
  readonly children?: ReactNode;
}

/**
 * The three-step bar of an ongoing order (spec 1 §2). Desktop shows the full bar; mobile and
 * tablet a separate compact panel with the current step only (CSS picks one).
 */
export function OrderProcessPanel({ step, onNextStep, children }: OrderProcessPanelProps) {
  const t = useOrderProcessText();
  const current = selectPanelStepIndex(step);
  const isCartStep = current === 2;
  return (
    <div className="order-panel" data-testid="order-process-panel">
      <nav className="order-panel__bar" aria-label={t('label')}>
        <div className="order-panel__inner container">
          <ol className="order-steps">
            {STEP_KEYS.map((key, index) => {
              const state = index < current ? 'done' : index === current ? 'current' : 'todo';
              return (
                <li
                  key={key}
                  className={`order-steps__step order-steps__step--${state}`}
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  <span className="order-steps__number" aria-hidden="true">
                    {state === 'done' ? <IconCheck width="16" height="16" /> : index + 1}
                  </span>
                  <span className="order-steps__name">{t(key)}</span>
                </li>
              );
            })}
          </ol>
          <p className="order-panel__compact" aria-hidden="true">
            <span className="order-panel__compact-count">
              {t('progress', { current: current + 1, total: STEP_KEYS.length })}
            </span>
            <span className="order-panel__compact-name">{t(STEP_KEYS[current] ?? 'file')}</span>
            <span className="order-panel__compact-track">
              <span style={{ width: `${((current + 1) / STEP_KEYS.length) * 100}%` }} />
            </span>
          </p>
          {isCartStep && (
            <button
              type="button"
              className="button button--primary order-panel__next"
              onClick={onNextStep}
            >
              {t('nextStep')}
            </button>
          )}
        </div>
      </nav>
      {children}
    </div>
  );
}
