import type { AnalyzeOutput, ReportFigures } from './analyze-command.js';

const mm = (v: number) => v.toFixed(3);

function formatFigures(f: ReportFigures, indent: string): string[] {
  const d = f.defects;
  return [
    `${indent}dimensions     ${mm(f.dimensionsMm.x)} × ${mm(f.dimensionsMm.y)} × ${mm(f.dimensionsMm.z)} mm`,
    `${indent}volume         ${f.volumeMm3.toFixed(3)} mm³`,
    `${indent}surface area   ${f.areaMm2.toFixed(3)} mm²`,
    `${indent}triangles      ${f.triangleCount}   vertices ${f.vertexCount}`,
    `${indent}shells         ${f.shellCount}`,
    ...f.shells
      .slice(0, 10)
      .map(
        (s, i) =>
          `${indent}  #${i + 1}: ${s.triangleCount} triangles, ${s.volumeMm3.toFixed(3)} mm³, ${s.isClosed ? 'closed' : 'open'}`,
      ),
    ...(f.shells.length > 10 ? [`${indent}  … ${f.shells.length - 10} more`] : []),
    `${indent}watertight     ${f.isWatertight ? 'yes' : 'no'}`,
    `${indent}boundary edges ${d.boundaryEdgeCount} in ${d.openLoopCount} open loop(s)`,
    `${indent}non-manifold   ${d.nonManifoldEdgeCount} edge(s)`,
    `${indent}inconsistent   ${d.inconsistentEdgeCount} edge(s)`,
    `${indent}degenerate     ${d.degenerateFaceCount} face(s)`,
    `${indent}inside-out     ${d.insideOutShellCount} shell(s)`,
  ];
}

/** Human-readable form of an analysis, for the terminal. */
export function formatAnalyzeText(out: AnalyzeOutput): string {
  const lines = [
    `${out.file} (${out.format})`,
    ...out.diagnostics.map((d) => `  note: ${d}`),
    ...formatFigures(out.analysis, '  '),
  ];
  if (out.repair) {
    const i = out.repair.info;
    lines.push(
      'repair',
      `  merged vertex pairs       ${i.numberOfMergedVertexPairs}`,
      `  flipped polygons          ${i.numberOfFlippedPolygons}`,
      `  removed flat open shells  ${i.numberOfRemovedFlatOpenShells}`,
      `  closed open loops         ${i.numberOfClosedOpenLoops}`,
      'after repair',
      ...formatFigures(out.repair.analysis, '  '),
    );
  }
  if (out.thinnestWallMm !== null) lines.push(`thinnest wall  ${mm(out.thinnestWallMm)} mm`);
  if (out.printability) {
    lines.push(
      `printable      ${out.printability.printable ? 'yes' : 'no'}${out.printability.tooSmall ? ' (warning: too small)' : ''}`,
    );
    for (const message of out.printability.messages) lines.push(`  ${message}`);
  }
  return lines.join('\n') + '\n';
}
