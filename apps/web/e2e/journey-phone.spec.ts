import { expect, test, type Page } from './fixtures';
import { openHomeAsReturningVisitor, shoot, uploadAndOpenConfigurator } from './configure-helpers';
import { JOURNEY_LANGUAGES, type JourneyLanguage } from './journey-helpers';

// Issue 13 point 10: on a phone the dimension inputs fit the screen, the upload speaks of
// tapping (never of dragging) and the 3D view turns and zooms with fingers. The desktop keeps
// the drag wording and the mouse.
const EXPECTED = {
  de: { drag: 'oder Datei hierher ziehen', tap: /^Tippen Sie/, touchLabel: /zwei Fingern/ },
  en: { drag: 'or drag a file here', tap: /^Tap /, touchLabel: /two fingers/ },
} as const;

async function cameraOf(page: Page) {
  const canvas = page.locator('canvas.viewer-stage__canvas');
  return {
    azimuth: Number(await canvas.getAttribute('data-camera-azimuth')),
    distance: Number(await canvas.getAttribute('data-camera-distance')),
  };
}

type TouchPoint = { x: number; y: number; id: number };

/** Touch gestures as the phone's screen sends them (CDP Input.dispatchTouchEvent). */
async function touchGesture(page: Page, frames: readonly (readonly TouchPoint[])[]) {
  const cdp = await page.context().newCDPSession(page);
  const send = (
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    touchPoints: readonly TouchPoint[],
  ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [...touchPoints] });
  const [first, ...rest] = frames;
  if (!first) return;
  await send('touchStart', first);
  for (const frame of rest) await send('touchMove', frame);
  await send('touchEnd', []);
  await cdp.detach();
}

// The wording of the upload hint, in both languages, on the home page (no upload needed).
test(
  'upload hint (de, en): a phone speaks of tapping, the desktop of dragging',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    for (const language of ['de', 'en'] as const satisfies readonly JourneyLanguage[]) {
      const expected = EXPECTED[language];
      await openHomeAsReturningVisitor(page, JOURNEY_LANGUAGES[language].home);
      const hint = page.getByTestId('upload-drop-hint');
      if (isMobile) {
        await expect(hint).toHaveText(expected.tap);
        await expect(page.getByText(expected.drag)).toHaveCount(0);
      } else {
        await expect(hint).toHaveText(expected.drag);
      }
    }
  },
);

// The configurator's fields and 3D view: on the phone in both languages (the touch hint of the
// view is a text of its own), on the desktop once (mouse; no language-specific text).
for (const language of ['de', 'en'] as const satisfies readonly JourneyLanguage[]) {
  test(
    `phone (${language}): dimension inputs fit, the 3D view turns and zooms`,
    { tag: language === 'de' ? '@phone' : '@phone-only' },
    async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const expected = EXPECTED[language];
      const isPhone = testInfo.project.name === 'mobile';
      await openHomeAsReturningVisitor(page, JOURNEY_LANGUAGES[language].home);
      await uploadAndOpenConfigurator(page, 'stl/benchy_gunwale_binary.stl');
      await page.getByRole('button', { name: JOURNEY_LANGUAGES[language].next }).click();
      const width = page.getByRole('spinbutton', { name: JOURNEY_LANGUAGES[language].width });
      await width.scrollIntoViewIfNeeded();
      await expect(width).toBeVisible();
      await shoot(page, testInfo, `phone-dimensions-${language}`, false);
      // Every dimension field lies wholly inside the screen and shows its value uncut.
      const viewport = page.viewportSize()!;
      for (const field of await page.locator('.dimension-field input').all()) {
        const box = (await field.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        const fits = await field.evaluate(
          (input: HTMLInputElement) => input.scrollWidth <= input.clientWidth,
        );
        expect(fits).toBe(true);
      }

      const canvas = page.locator('canvas.viewer-stage__canvas');
      await expect(canvas).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
      await canvas.scrollIntoViewIfNeeded();
      await expect(canvas).toHaveAttribute('data-camera-azimuth', /\d/);
      if (isPhone) await expect(canvas).toHaveAttribute('aria-label', expected.touchLabel);
      const box = (await canvas.boundingBox())!;
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      const before = await cameraOf(page);

      if (isPhone) {
        // One finger swipes sideways: the model turns.
        await touchGesture(
          page,
          Array.from({ length: 8 }, (_, i) => [{ x: cx - 60 + i * 15, y: cy, id: 1 }]),
        );
      } else {
        await page.mouse.move(cx - 60, cy);
        await page.mouse.down();
        for (let i = 1; i <= 8; i += 1) await page.mouse.move(cx - 60 + i * 15, cy);
        await page.mouse.up();
      }
      await expect.poll(async () => (await cameraOf(page)).azimuth).not.toBe(before.azimuth);

      const turned = await cameraOf(page);
      if (isPhone) {
        // Two fingers spread apart: the view zooms in (the camera comes closer).
        await touchGesture(
          page,
          Array.from({ length: 8 }, (_, i) => [
            { x: cx - 20 - i * 8, y: cy, id: 1 },
            { x: cx + 20 + i * 8, y: cy, id: 2 },
          ]),
        );
      } else {
        await page.mouse.move(cx, cy);
        await page.mouse.wheel(0, -400);
      }
      await expect.poll(async () => (await cameraOf(page)).distance).toBeLessThan(turned.distance);
    },
  );
}
