/** How to set up the renderer for the graphics stack the browser really has. */
export interface RendererProfile {
  readonly isAntialiased: boolean;
  readonly maxPixelRatio: number;
}

const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/**
 * Software WebGL (SwiftShader when there is no GPU, remote desktops, CI) rasterises on the CPU
 * and the page waits for every frame: multisampling and a doubled pixel ratio cost 2-4× there
 * and make orbiting a 400k-triangle model stutter. On a real GPU both are kept.
 */
export function selectRendererProfile(rendererName: string | null): RendererProfile {
  const isSoftware = rendererName !== null && SOFTWARE_RENDERER.test(rendererName);
  return isSoftware
    ? { isAntialiased: false, maxPixelRatio: 1 }
    : { isAntialiased: true, maxPixelRatio: 2 };
}

/** The unmasked renderer name from a throwaway context, or null when the browser hides it. */
export function readRendererName(): string | null {
  const context = document.createElement('canvas').getContext('webgl2');
  if (!context) return null;
  const info = context.getExtension('WEBGL_debug_renderer_info');
  const name = info ? String(context.getParameter(info.UNMASKED_RENDERER_WEBGL)) : null;
  context.getExtension('WEBGL_lose_context')?.loseContext();
  return name;
}
