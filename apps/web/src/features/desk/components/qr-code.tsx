import { useMemo } from 'react';

interface QrShape {
  readonly viewBox: string;
  readonly paths: readonly { readonly d: string; readonly fill: string; readonly stroke: string }[];
}

const COLOUR = /^(#[0-9a-f]{3,8}|none|black|white)$/i;
const PATH_DATA = /^[MmHhVvLlZz0-9.\s,-]*$/;

/**
 * The server's QR code SVG, rebuilt from its path data only: never inserted as markup (no
 * innerHTML, so nothing in it can run) and no data: URL (the app's Content-Security-Policy
 * allows images from its own origin only).
 */
function readQrSvg(svg: string): QrShape | null {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = document.documentElement;
  if (root.nodeName.toLowerCase() !== 'svg') return null;
  const viewBox = root.getAttribute('viewBox') ?? '';
  if (!/^[\d.\s-]+$/.test(viewBox)) return null;
  const paths = Array.from(root.querySelectorAll('path')).flatMap((path) => {
    const d = path.getAttribute('d') ?? '';
    const stroke = path.getAttribute('stroke') ?? 'none';
    const fill = path.getAttribute('fill') ?? (stroke === 'none' ? '#000000' : 'none');
    if (!PATH_DATA.test(d) || !COLOUR.test(fill) || !COLOUR.test(stroke)) return [];
    return [{ d, fill, stroke }];
  });
  return paths.length === 0 ? null : { viewBox, paths };
}

export function QrCode({ svg, label }: { readonly svg: string; readonly label: string }) {
  const shape = useMemo(() => readQrSvg(svg), [svg]);
  if (!shape) return null;
  return (
    <svg
      className="desk-qr"
      viewBox={shape.viewBox}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      {shape.paths.map((path, index) => (
        <path key={index} d={path.d} fill={path.fill} stroke={path.stroke} />
      ))}
    </svg>
  );
}
