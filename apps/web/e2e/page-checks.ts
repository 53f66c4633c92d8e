import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from '@playwright/test';

/**
 * The serious and critical axe violations on the page as it is now, one "rule: targets" line
 * each. axe runs in the page itself (legacy mode, axe.run): the default runs axe partially in
 * every frame and finishes the run in a new blank page, which costs a page per check (about
 * 0.7 s) and adds only cross-origin frames, which the shop does not have.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** How many pixels the page is wider than the screen (0: no sideways scroll). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The element lies wholly inside the screen's width. */
export async function expectWithinScreenWidth(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'the element is rendered').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width);
}

const CSP_BINDING = '__ppReportCspViolation';

/**
 * Collects the Content-Security-Policy violations of every page and frame of the context, one
 * "directive blocked what on path" line each: the `securitypolicyviolation` events (recorded by an
 * init script) and Chromium's console lines about the policy (which also cover what a document's
 * listener does not see, such as a refused frame).
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding(CSP_BINDING, (_source, line: string) => void violations.push(line));
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (line: string) => void>)[binding];
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ` +
          `${location.pathname} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  }, CSP_BINDING);
  context.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}
