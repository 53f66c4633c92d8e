import type { AdminOrderDetail } from '@print/contracts';
import { createContext, use, type ComponentType } from 'react';

export type DeskOrderLine = AdminOrderDetail['lines'][number];

export interface DeskLineViewerProps {
  readonly line: DeskOrderLine;
  readonly viewer: NonNullable<DeskOrderLine['viewer']>;
}

/**
 * The 3D view and wall-thickness pictures of an ordered line. The viewer is another feature
 * (a feature never imports another): src/app composes it into the desk through this slot.
 */
export const LineViewerContext = createContext<ComponentType<DeskLineViewerProps> | null>(null);

export function useLineViewer(): ComponentType<DeskLineViewerProps> | null {
  return use(LineViewerContext);
}
