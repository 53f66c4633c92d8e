import type { AdminOrderDetail } from '@print/contracts';
import { createContext, use, type ReactNode } from 'react';

export type DeskOrderLine = AdminOrderDetail['lines'][number];

export interface DeskLineViewerProps {
  readonly line: DeskOrderLine;
  readonly viewer: NonNullable<DeskOrderLine['viewer']>;
}

/**
 * The 3D view and wall-thickness pictures of an ordered line. The viewer is another feature
 * (a feature never imports another): src/app composes it into the desk through this slot.
 */
export type RenderLineViewer = (props: DeskLineViewerProps) => ReactNode;

export const LineViewerContext = createContext<RenderLineViewer | null>(null);

export function useLineViewer(): RenderLineViewer | null {
  return use(LineViewerContext);
}
