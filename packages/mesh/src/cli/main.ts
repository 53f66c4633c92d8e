import { FileReadError } from '../io/read-mesh-file.js';
import { readMesh, type ReadMeshOptions } from '../io/read-mesh.js';
import type { ReadResult } from '../types.js';
import { runAnalysis } from './analyze-command.js';
import { parseArgs, USAGE } from './parse-args.js';

/** What the CLI touches of the outside world (replaced in tests). */
export interface CliIo {
  readonly readFile: (path: string) => Promise<Uint8Array>;
  /**
   * Reads and parses a mesh file in one go (readMeshFile: streams a large binary STL); throws
   * FileReadError when the file cannot be read. Without it: readFile, then readMesh.
   */
  readonly readMeshFile?: (path: string, options: ReadMeshOptions) => Promise<ReadResult>;
  readonly writeFile: (path: string, bytes: Uint8Array) => Promise<void>;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

/** Exit codes: 0 success, 1 the file could not be read or written, 2 bad command line. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(argv);
  const wantsJson = argv.includes('--json');
  if (!parsed.ok) {
    io.stderr(`${parsed.message}\n${USAGE}\n`);
    return 2;
  }
  const command = parsed.command;
  if (command.kind === 'help') {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  const fail = (code: string, message: string): number => {
    if (wantsJson) io.stdout(`${JSON.stringify({ error: { code, message } })}\n`);
    else io.stderr(`error ${code}: ${message}\n`);
    return 1;
  };
  let read: ReadResult;
  try {
    read = await readInput(io, command.file);
  } catch (error) {
    if (error instanceof FileReadError) return fail('FILE_NOT_READABLE', error.message);
    throw error;
  }
  if (!read.ok) return fail(read.error.code, read.error.message);
  if (command.kind === 'analyze') {
    const out = await runAnalysis(read, command);
    if (command.isJson) {
      io.stdout(`${JSON.stringify(out, null, 2)}\n`);
    } else {
      const { formatAnalyzeText } = await import('./format-report.js');
      io.stdout(formatAnalyzeText(out));
    }
    return 0;
  }
  // Loaded on demand like every module only some commands need: start-up is part of the
  // command line's time (the renderer pulls in its rasteriser and PNG encoder).
  const { renderToPng } = await import('./render-command.js');
  const rendered = renderToPng(read.mesh, command.view, command.sizePx, command.shouldRepair);
  if (!rendered.ok) return fail(rendered.code, rendered.message);
  try {
    await io.writeFile(command.out, rendered.png);
  } catch (error) {
    return fail('FILE_NOT_WRITABLE', error instanceof Error ? error.message : String(error));
  }
  io.stdout(`wrote ${command.out}\n`);
  return 0;
}

async function readInput(io: CliIo, path: string): Promise<ReadResult> {
  if (io.readMeshFile) return io.readMeshFile(path, { fileName: path });
  let bytes: Uint8Array;
  try {
    bytes = await io.readFile(path);
  } catch (error) {
    throw new FileReadError(error instanceof Error ? error.message : String(error));
  }
  return readMesh(bytes, { fileName: path });
}
