import { describe, expect, it } from 'vitest';
import { selectRendererProfile } from './renderer-profile';

describe('selectRendererProfile', () => {
  it('turns multisampling and high pixel ratios off on software WebGL', () => {
    const swiftShader =
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)';
    expect(selectRendererProfile(swiftShader)).toEqual({ isAntialiased: false, maxPixelRatio: 1 });
    expect(selectRendererProfile('llvmpipe (LLVM 15.0.6, 256 bits)').isAntialiased).toBe(false);
  });

  it('keeps them on a GPU and when the name is hidden', () => {
    const gpu = 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)';
    expect(selectRendererProfile(gpu)).toEqual({ isAntialiased: true, maxPixelRatio: 2 });
    expect(selectRendererProfile(null).isAntialiased).toBe(true);
  });
});
