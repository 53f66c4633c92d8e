/**
 * View keys: axis X/Y/Z × direction P (looking from the positive side) / M (from the negative
 * side) × rotation 0/90/180/270 degrees about the view axis — the keys of spec 1 §3
 * `repairImages` and §7 `histogram-image`. Canonical form: 'XP0', 'ZM270'.
 */
export type ViewAxis = 'X' | 'Y' | 'Z';
export type ViewDirection = 'P' | 'M';
export type ViewRotationDeg = 0 | 90 | 180 | 270;
export type ViewKey = `${ViewAxis}${ViewDirection}${ViewRotationDeg}`;

export interface ViewSpec {
  readonly axis: ViewAxis;
  readonly direction: ViewDirection;
  readonly rotationDeg: ViewRotationDeg;
}

export type ParseViewKeyResult =
  | { readonly ok: true; readonly view: ViewSpec }
  | {
      readonly ok: false;
      readonly error: { readonly code: 'INVALID_VIEW_KEY'; readonly message: string };
    };

const AXES: readonly ViewAxis[] = ['X', 'Y', 'Z'];
const DIRECTIONS: readonly ViewDirection[] = ['P', 'M'];
const ROTATIONS: readonly ViewRotationDeg[] = [0, 90, 180, 270];

/** All 24 canonical keys, axis-major: XP0, XP90, … ZM270. */
export const ALL_VIEW_KEYS: readonly ViewKey[] = AXES.flatMap((axis) =>
  DIRECTIONS.flatMap((direction) =>
    ROTATIONS.map((rotationDeg): ViewKey => `${axis}${direction}${rotationDeg}`),
  ),
);

const VIEW_KEY_PATTERN = /^\s*([xyz])[-_ ]?([pm])[-_ ]?(0|90|180|270)\s*$/i;

/**
 * Reads 'XP0', 'X-P-0', 'x_p_90', 'zm270' (case-insensitive, optional '-', '_' or ' ' between
 * the parts). Fails with INVALID_VIEW_KEY for anything else.
 */
export function parseViewKey(text: string): ParseViewKeyResult {
  const match = VIEW_KEY_PATTERN.exec(text);
  if (!match) {
    return {
      ok: false,
      error: {
        code: 'INVALID_VIEW_KEY',
        message: `not a view key (axis X/Y/Z, P/M, 0/90/180/270): '${text}'`,
      },
    };
  }
  const [, axis = '', direction = '', rotation = ''] = match;
  return {
    ok: true,
    view: {
      axis: axis.toUpperCase() as ViewAxis,
      direction: direction.toUpperCase() as ViewDirection,
      rotationDeg: Number(rotation) as ViewRotationDeg,
    },
  };
}

/** Canonical key of a view, e.g. { axis: 'Z', direction: 'M', rotationDeg: 270 } → 'ZM270'. */
export function formatViewKey(view: ViewSpec): ViewKey {
  return `${view.axis}${view.direction}${view.rotationDeg}`;
}
