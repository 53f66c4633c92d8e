// Seed files of the reader fuzzing (fuzz-for-tests.ts): the real models in shared/models per
// reader, small ones for the suite's budget and the large ones for bench/fuzz.ts.
import { readFileSync } from 'node:fs';
import { strToU8 } from 'fflate';
import type { FuzzReader } from './fuzz-for-tests.js';
import { modelPath } from './test-support.js';

/** The teapot as OBJ text (there is no OBJ among the shared models): real geometry, OBJ syntax. */
function teapotAsObj(): Uint8Array {
  const bytes = readFileSync(modelPath('stl/utah_teapot_open_binary.stl'));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(80, true);
  const lines = ['# utah teapot from shared/models', 'o teapot'];
  for (let f = 0; f < count; f++) {
    for (let k = 0; k < 3; k++) {
      const at = 84 + 50 * f + 12 + 12 * k;
      const xyz = [0, 4, 8].map((d) => view.getFloat32(at + d, true));
      lines.push(`v ${xyz.join(' ')}`);
    }
    lines.push(f % 2 === 0 ? `f ${3 * f + 1} ${3 * f + 2} ${3 * f + 3}` : 'f -3/1 -2/1 -1/1');
  }
  return strToU8(lines.join('\n'));
}

/** The open-shell box with its shell declared closed: a small STEP file that reads as a solid. */
function closedBox(): Uint8Array {
  const text = readFileSync(modelPath('step/bad_occt_box_open_shell.stp'), 'latin1');
  return strToU8(text.replaceAll('OPEN_SHELL', 'CLOSED_SHELL'));
}

/** Seed files per reader; `large` adds the big ones (the script's budget). */
export function fuzzSeeds(reader: FuzzReader, large: boolean): Uint8Array[] {
  if (reader === 'obj') return [teapotAsObj()];
  const files: Record<Exclude<FuzzReader, 'obj'>, { small: string[]; large: string[] }> = {
    'stl-binary': {
      small: ['stl/utah_teapot_open_binary.stl', 'stl/triangle_soup_100_binary.stl'],
      large: [
        'stl/busted_normals_binary.stl',
        'stl/octagonal_pocket_solid_header_binary.stl',
        'stl/benchy_gunwale_binary.stl',
      ],
    },
    'stl-ascii': {
      small: ['stl/sphere_with_hole_ascii.stl'],
      large: ['stl/occt_motor_multishell_ascii.stl'],
    },
    '3mf': {
      small: ['3mf/consortium_dodeca_chain_loop.3mf', '3mf/bad_N_XXX_0422_01_comma_decimal.3mf'],
      large: [
        '3mf/bad_mustfail_build_item_type_other.3mf',
        '3mf/lib3mf_holed_cube_with_support_objects_inch.3mf',
        '3mf/3DBenchy_creativetools.3mf',
      ],
    },
    ply: {
      small: ['ply/fuze_ascii_extra_tokens.ply'],
      large: ['ply/stanford_bunny_res2_ascii.ply'],
    },
    '3ds': { small: ['3ds/jeep1.3ds'], large: [] },
    step: { small: [], large: ['step/occt_as1_assembly_ap214.stp'] },
  };
  const chosen = files[reader];
  const seeds = [...chosen.small, ...(large ? chosen.large : [])].map(
    (path) => new Uint8Array(readFileSync(modelPath(path))),
  );
  return reader === 'step' ? [closedBox(), ...seeds] : seeds;
}
