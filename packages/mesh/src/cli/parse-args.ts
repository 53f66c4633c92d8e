/** Parsed command line of print-mesh; invalid input is a value, not an exception. */
export type CliCommand =
  | {
      readonly kind: 'analyze';
      readonly file: string;
      readonly shouldRepair: boolean;
      readonly isJson: boolean;
      readonly minWallMm: number | null;
      readonly buildMm: { readonly x: number; readonly y: number; readonly z: number } | null;
      readonly maxParts: number | null;
    }
  | {
      readonly kind: 'render';
      readonly file: string;
      readonly view: string;
      readonly out: string;
      readonly sizePx: number;
      readonly shouldRepair: boolean;
    }
  | { readonly kind: 'help' };

export type ParseResult =
  | { readonly ok: true; readonly command: CliCommand }
  | { readonly ok: false; readonly message: string };

export const USAGE = `Usage:
  print-mesh analyze FILE [--repair] [--json] [--min-wall MM] [--build XxYxZ] [--max-parts N]
  print-mesh render FILE --view X-P-0 --out a.png [--size PX] [--repair]
  print-mesh help`;

const VALUE_FLAGS = new Set(['--min-wall', '--build', '--max-parts', '--view', '--out', '--size']);
const BOOLEAN_FLAGS = new Set(['--repair', '--json']);

function splitFlags(args: readonly string[]) {
  const values = new Map<string, string>();
  const booleans = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const [name, inline] = arg.startsWith('--') ? arg.split('=', 2) : [arg, undefined];
    if (VALUE_FLAGS.has(name)) {
      const value = inline ?? args[++i];
      if (value === undefined) return { error: `${name} needs a value` };
      values.set(name, value);
    } else if (BOOLEAN_FLAGS.has(name)) booleans.add(name);
    else if (arg.startsWith('--')) return { error: `unknown option ${arg}` };
    else positional.push(arg);
  }
  return { values, booleans, positional };
}

function parsePositive(text: string | undefined): number | null | undefined {
  if (text === undefined) return null;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

function parseBuild(text: string | undefined) {
  if (text === undefined) return null;
  const parts = text.toLowerCase().split('x').map(Number);
  if (parts.length !== 3 || parts.some((p) => !Number.isFinite(p) || p <= 0)) return undefined;
  return { x: parts[0], y: parts[1], z: parts[2] };
}

export function parseArgs(argv: readonly string[]): ParseResult {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h')
    return { ok: true, command: { kind: 'help' } };
  const split = splitFlags(rest);
  if ('error' in split) return { ok: false, message: split.error ?? 'invalid arguments' };
  const { values, booleans, positional } = split;
  if (positional.length !== 1) return { ok: false, message: 'expected exactly one FILE' };
  const file = positional[0];
  if (command === 'analyze') {
    const minWallMm = parsePositive(values.get('--min-wall'));
    const buildMm = parseBuild(values.get('--build'));
    const maxParts = parsePositive(values.get('--max-parts'));
    if (minWallMm === undefined)
      return { ok: false, message: '--min-wall must be a positive number of mm' };
    if (buildMm === undefined)
      return { ok: false, message: '--build must look like 250x250x300 (mm)' };
    if (maxParts === undefined || (maxParts !== null && !Number.isInteger(maxParts)))
      return { ok: false, message: '--max-parts must be a positive integer' };
    const shouldRepair = booleans.has('--repair');
    return {
      ok: true,
      command: {
        kind: 'analyze',
        file,
        shouldRepair,
        isJson: booleans.has('--json'),
        minWallMm,
        buildMm,
        maxParts,
      },
    };
  }
  if (command === 'render') {
    const view = values.get('--view');
    const out = values.get('--out');
    const sizePx = parsePositive(values.get('--size') ?? '512');
    if (view === undefined || out === undefined)
      return { ok: false, message: 'render needs --view and --out' };
    if (!sizePx || !Number.isInteger(sizePx) || sizePx > 8192)
      return { ok: false, message: '--size must be an integer 1..8192' };
    return {
      ok: true,
      command: { kind: 'render', file, view, out, sizePx, shouldRepair: booleans.has('--repair') },
    };
  }
  return { ok: false, message: `unknown command ${command}` };
}
